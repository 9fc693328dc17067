import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { definitionDiff } from '../diff/definition-diff';
import { DiffPanel } from '../diff/diff-panel';
import { useStudioTranslation } from '../use-studio-translation';
import { fileLabel } from '../workspace/file-label';
import type { ConflictChoice, DraftConflict } from './registry-context';
import { withTexts } from './registry-project';

export interface ConflictDialogProps {
  conflict: DraftConflict | undefined;
  onChoose: (choice: ConflictChoice) => void;
}

const formatTime = (iso: string | null | undefined, language: string) =>
  iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';

/**
 * A draft someone else saved after this page read it: what differs between theirs and mine (question by question,
 * texts in each language), both in full side by side, and the choice: keep mine (saved over theirs), take theirs,
 * copy mine to the clipboard, or decide later (mine stays in the editor, unsaved).
 */
export function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const { t, i18n } = useStudioTranslation();
  const [copied, setCopied] = useState(false);
  const changes = useMemo(
    () =>
      conflict
        ? definitionDiff(
            conflict.theirs.definition,
            conflict.mine.definition,
            withTexts({}, conflict.theirs.texts),
            withTexts({}, conflict.mine.texts),
          )
        : [],
    [conflict],
  );
  if (!conflict) return null;
  const name = conflict.theirs.updatedBy?.name ?? '?';
  const file = fileLabel(conflict.path);
  const copy = async () => {
    await navigator.clipboard.writeText(JSON.stringify(conflict.mine, null, 2));
    setCopied(true);
  };
  const choose = (choice: ConflictChoice) => {
    setCopied(false);
    onChoose(choice);
  };
  const side = (id: string, title: string, value: unknown) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        sx={{ m: 0, p: 1, maxHeight: 240, overflow: 'auto', bgcolor: 'grey.100', fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
  return (
    <Dialog open onClose={() => choose('later')} maxWidth="lg" fullWidth aria-describedby="conflict-intro">
      <DialogTitle>{t('conflictTitle', { file })}</DialogTitle>
      <DialogContent>
        <Typography id="conflict-intro" sx={{ mb: 2 }}>
          {t('conflictIntro', { name, time: formatTime(conflict.theirs.updatedAt, i18n.language) })}
        </Typography>
        {changes.length === 0 ? <Typography>{t('conflictNoDifference')}</Typography> : <DiffPanel changes={changes} />}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
          {side('conflict-theirs', t('conflictTheirs', { name }), {
            definition: conflict.theirs.definition,
            texts: conflict.theirs.texts,
          })}
          {side('conflict-mine', t('conflictMine'), conflict.mine)}
        </Box>
        <Typography role="status" sx={{ mt: 1, minHeight: '1.5em' }}>
          {copied ? t('conflictCopied') : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copy()}>{t('conflictCopy')}</Button>
        <Button onClick={() => choose('later')}>{t('conflictLater')}</Button>
        <Button onClick={() => choose('theirs')}>{t('conflictTakeTheirs')}</Button>
        <Button variant="contained" onClick={() => choose('keep')}>
          {t('conflictKeepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
