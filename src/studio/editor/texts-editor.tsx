import { Box, Typography } from '@mui/material';
import { useStudioTranslation } from '../use-studio-translation';
import { textReferences } from '../../../scripts/lint-definitions/text-keys.ts';
import { ProblemList, type ShownProblem } from './problem-list';
import { TextFields } from './text-fields';

export interface TextsEditorProps {
  definition: Record<string, unknown>;
  locales: Readonly<Record<string, unknown>>;
  problems: readonly ShownProblem[];
  /** Only texts at these pointers (e.g. the section's title and description); all when absent. */
  only?: (pointer: string) => boolean;
  editText: (origin: string, language: string, key: string, value: string) => void;
  onShow: (pointer: string) => void;
}

/** Every text a definition uses, by where it is used, in sk, en and bg side by side. */
export function TextsEditor({ definition, locales, problems, only, editText, onShow }: TextsEditorProps) {
  const { t } = useStudioTranslation();
  const seen = new Set<string>();
  const references = textReferences(definition).filter(({ key, pointer }) => {
    if ((only && !only(pointer)) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {references.map(({ key, pointer }) => (
        <Box component="li" key={key} sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            <Box component="code">{key}</Box>
            {` ${t('textAt', { pointer })}`}
          </Typography>
          <TextFields textKey={key} subject={key} locales={locales} multiline onChange={(language, value) => editText(`text:${language}:${key}`, language, key, value)} />
          <ProblemList problems={problems.filter((p) => p.pointer === pointer)} onShow={onShow} />
        </Box>
      ))}
    </Box>
  );
}
