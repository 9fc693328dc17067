import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { definitionDiff } from '../diff/definition-diff';
import { DiffPanel } from '../diff/diff-panel';
import type { Snapshot } from '../state/studio-state';
import { useStudioTranslation } from '../use-studio-translation';
import { parseJson } from './parse-json';
import { StudioSection } from './studio-section';

export interface ChangesPanelProps {
  open: string;
  saved: Snapshot;
  /** The open file's text as edited (the diff follows typing, not the settled snapshot). */
  text: string;
  locales: Snapshot['locales'];
}

/** What changed in the open file since it was saved, its texts included. */
export function ChangesPanel({ open, saved, text, locales }: ChangesPanelProps) {
  const { t } = useStudioTranslation();
  const changes = useMemo(
    () => definitionDiff(parseJson(saved.definitions[open]).value, parseJson(text).value, saved.locales, locales),
    [saved, text, locales, open],
  );
  return (
    <StudioSection id="diff" title={t('headingDiff')}>
      {/* The empty case here: the diff's own words (src/studio/diff) are English for now. */}
      {changes.length === 0 ? <Typography>{t('noChanges')}</Typography> : <DiffPanel changes={changes} />}
    </StudioSection>
  );
}
