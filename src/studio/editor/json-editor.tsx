import { Box, Typography } from '@mui/material';
import type { RefObject } from 'react';
import { readLayout } from '../json/ordered-json';
import { ProblemList, type ShownProblem } from './problem-list';

export interface JsonEditorProps {
  path: string;
  text: string;
  onChange: (text: string) => void;
  problems: readonly ShownProblem[];
  parseError?: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onShow: (pointer: string) => void;
}

/** Selects a JSON pointer's value in the text area (the nearest existing parent when the pointer is not there). */
export function selectPointer(textarea: HTMLTextAreaElement | null, pointer: string): void {
  if (!textarea) return;
  const layout = readLayout(textarea.value);
  let at = pointer;
  let node = layout?.get(at);
  while (!node && at !== '') {
    at = at.slice(0, at.lastIndexOf('/'));
    node = layout?.get(at);
  }
  textarea.focus();
  if (!node) return;
  textarea.setSelectionRange(node.start, node.end);
  // Scroll the selection into view: the line's share of the whole text's height.
  const line = textarea.value.slice(0, node.start).split('\n').length;
  const lines = textarea.value.split('\n').length;
  textarea.scrollTop = Math.max(0, (line / lines) * textarea.scrollHeight - textarea.clientHeight / 3);
}

/** The definition as JSON in a plain text area, with the meta-schema's and the lint's problems by JSON pointer. */
export function JsonEditor({ path, text, onChange, problems, parseError, inputRef, onShow }: JsonEditorProps) {
  const id = 'definition-json';
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {`JSON of ${path}`}
      </Typography>
      <Box
        component="textarea"
        id={id}
        ref={inputRef}
        value={text}
        spellCheck={false}
        aria-invalid={parseError || problems.some((p) => p.severity === 'error') ? 'true' : 'false'}
        aria-describedby="definition-json-problems"
        onChange={(event) => onChange((event.target as HTMLTextAreaElement).value)}
        rows={28}
        sx={{ width: '100%', fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13, lineHeight: 1.45, p: 1, border: 1, borderColor: parseError ? 'error.main' : 'grey.500', borderRadius: 1, resize: 'vertical', tabSize: 2, '&:focus': { outline: '3px solid #8a6a1f', outlineOffset: 1 } }}
      />
      <Box id="definition-json-problems">
        {parseError && <Typography color="error">{`Not valid JSON: ${parseError}`}</Typography>}
        {!parseError && problems.length === 0 && <Typography sx={{ color: 'success.dark' }}>The JSON passes the meta-schema and the lint.</Typography>}
        <ProblemList problems={problems} onShow={onShow} />
      </Box>
    </Box>
  );
}
