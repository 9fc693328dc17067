import { Compartment, EditorSelection, EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { Box, Typography } from '@mui/material';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRegistryStudio } from '../registry/registry-context';
import { useStudioTranslation } from '../use-studio-translation';
import { jsonEditorExtensions, pageCspNonce } from './json-editor-setup';
import { pointerPlace } from './pointer-place';
import { setProblems } from './problem-diagnostics';
import { ProblemList, type ShownProblem } from './problem-list';

/** What the studio holds to show a JSON pointer's place in the editor. */
export type JsonEditorHandle = EditorView;

export interface JsonEditorProps {
  path: string;
  text: string;
  onChange: (text: string) => void;
  problems: readonly ShownProblem[];
  parseError?: string;
  /** The meta-schema: completion of keys and values. */
  metaSchema: Record<string, unknown>;
  inputRef: RefObject<JsonEditorHandle | null>;
  onShow: (pointer: string) => void;
  /** The studio's undo and redo (Ctrl-Z, Ctrl-Y / Ctrl-Shift-Z in the editor). */
  onUndo: () => void;
  onRedo: () => void;
}

/** Selects a JSON pointer's value in the editor (the nearest existing parent when the pointer is not there). */
export function selectPointer(view: JsonEditorHandle | null, pointer: string): void {
  if (!view) return;
  view.focus();
  const place = pointerPlace(view.state.doc.toString(), pointer);
  if (!place) return;
  view.dispatch({
    selection: EditorSelection.single(place.from, place.to),
    effects: EditorView.scrollIntoView(place.from, { y: 'center' }),
  });
}

/** Edits that come from outside (the form, undo, another file opened): not echoed back through onChange. */
const external = Transaction.userEvent.of('studio.external');

/** The smallest change from one text to another (common start and end kept), so the cursor stays where it was. */
function changeBetween(from: string, to: string): { from: number; to: number; insert: string } {
  let start = 0;
  const max = Math.min(from.length, to.length);
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < max - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end += 1;
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

const ID = 'definition-json';
const LABEL_ID = 'definition-json-label';
const HINT_ID = 'definition-json-hint';
const PROBLEMS_ID = 'definition-json-problems';

function contentAttributes(invalid: boolean) {
  // tabindex: axe counts a contenteditable without it as not focusable, and then the scroller as a region the
  // keyboard cannot reach; it stays one tab stop.
  return EditorView.contentAttributes.of({
    id: ID,
    tabindex: '0',
    'aria-labelledby': LABEL_ID,
    'aria-describedby': `${HINT_ID} ${PROBLEMS_ID}`,
    'aria-invalid': invalid ? 'true' : 'false',
  });
}

/**
 * The definition as JSON in CodeMirror: completion of keys and values from the meta-schema, and the
 * meta-schema's, the lint's and the analysis's problems underlined where they are (and listed below).
 */
export function JsonEditor({
  path,
  text,
  onChange,
  problems,
  parseError,
  metaSchema,
  inputRef,
  onShow,
  onUndo,
  onRedo,
}: JsonEditorProps) {
  const { t, i18n } = useStudioTranslation();
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [attributes] = useState(() => new Compartment());
  // CodeMirror's own words (the completion list's name, the fold gutter's titles) in the studio's language.
  const [phrases] = useState(() => new Compartment());
  const phrasesNow = () => EditorState.phrases.of(t('codemirror', { returnObjects: true }) as Record<string, string>);
  const latest = useRef({ onChange, onUndo, onRedo, metaSchema });
  useLayoutEffect(() => {
    latest.current = { onChange, onUndo, onRedo, metaSchema };
  });
  /** The last text sent through onChange that the studio has not handed back yet. */
  const sent = useRef<string | undefined>(undefined);
  const shownPath = useRef(path);
  const invalid = Boolean(parseError) || problems.some((p) => p.severity === 'error');
  const readOnly = useRegistryStudio()?.readOnly ?? false;

  useEffect(() => {
    if (!parent.current) return;
    const editor = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          jsonEditorExtensions({
            metaSchema: () => latest.current.metaSchema,
            onUndo: () => latest.current.onUndo(),
            onRedo: () => latest.current.onRedo(),
            nonce: pageCspNonce(),
          }),
          // Staff who may only read (the registry's approvers and auditors) can still move, select and copy.
          EditorState.readOnly.of(readOnly),
          attributes.of(contentAttributes(invalid)),
          phrases.of(phrasesNow()),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.every((t) => t.isUserEvent('studio.external'))) return;
            const next = update.state.doc.toString();
            sent.current = next;
            latest.current.onChange(next);
          }),
        ],
      }),
    });
    view.current = editor;
    inputRef.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
      inputRef.current = null;
    };
    // The editor is made once; the effects below hand it the props' changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The text changed outside the editor (the form, undo, another file): take it over, keeping the cursor.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    const otherFile = shownPath.current !== path;
    shownPath.current = path;
    if (current === text) {
      sent.current = undefined;
      return;
    }
    // A text the editor sent and has typed past already: the newer one is on its way.
    if (!otherFile && text === sent.current) return;
    sent.current = undefined;
    if (otherFile) {
      editor.dispatch({
        changes: { from: 0, to: current.length, insert: text },
        selection: { anchor: 0 },
        annotations: external,
        effects: EditorView.scrollIntoView(0),
      });
    } else {
      editor.dispatch({ changes: changeBetween(current, text), annotations: external });
    }
  }, [path, text]);

  useEffect(() => {
    view.current?.dispatch({ effects: attributes.reconfigure(contentAttributes(invalid)) });
  }, [attributes, invalid]);

  useEffect(() => {
    view.current?.dispatch({ effects: phrases.reconfigure(phrasesNow()) });
    // phrasesNow reads the studio's language (t follows it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phrases, i18n.language]);

  // Problems as diagnostics; the list is a new array on every render, so hand it over only when it changed.
  const problemsKey = JSON.stringify(problems);
  useEffect(() => {
    view.current?.dispatch({ effects: setProblems.of(JSON.parse(problemsKey) as ShownProblem[]) });
  }, [problemsKey]);

  return (
    <Box>
      <Typography id={LABEL_ID} component="p" onClick={() => view.current?.focus()} sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('jsonOf', { path })}
      </Typography>
      <Typography id={HINT_ID} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {t('jsonHint')}
      </Typography>
      <Box
        ref={parent}
        sx={{
          height: 540,
          minHeight: 160,
          resize: 'vertical',
          overflow: 'hidden',
          border: parseError ? 2 : 1,
          borderColor: parseError ? 'error.main' : 'grey.500',
          borderRadius: 1,
          '&:focus-within': { outline: '3px solid #8a6a1f', outlineOffset: 1 },
        }}
      />
      <Box id={PROBLEMS_ID}>
        {parseError && <Typography color="error">{t('invalidJson', { error: parseError })}</Typography>}
        {!parseError && problems.length === 0 && (
          <Typography sx={{ color: 'success.dark' }}>{t('jsonPasses')}</Typography>
        )}
        <ProblemList problems={problems} onShow={onShow} />
      </Box>
    </Box>
  );
}
