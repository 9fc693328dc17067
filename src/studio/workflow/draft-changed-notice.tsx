import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { RegistryError } from '../registry/registry-fetch';
import type { RegistryDraft } from '../registry/registry-project';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { DiffPanel } from '../diff/diff-panel';
import { formatDateTime } from './format-date-time';
import type { DefinitionSummary, DiffLine, StaffRef } from './types';

/** What the registry says when a draft was saved again after the proposer read it (412 draft-changed). */
export interface DraftChanged {
  definitionId: string;
  changedBy: StaffRef | null;
  changedAt: string | null;
  diff: DiffLine[];
  /** The draft as saved now, with its ETag (for the editor, which holds an older one). */
  current?: RegistryDraft;
}

/** The draft-changed refusal's details, or undefined for any other failure. */
export function draftChangedOf(error: unknown): DraftChanged | undefined {
  if (!(error instanceof RegistryError) || error.code !== 'draft-changed') return undefined;
  const body = error.body as Partial<DraftChanged>;
  if (typeof body.definitionId !== 'string') return undefined;
  return {
    definitionId: body.definitionId,
    changedBy: body.changedBy ?? null,
    changedAt: body.changedAt ?? null,
    diff: Array.isArray(body.diff) ? body.diff : [],
    ...(body.current && typeof body.current.etag === 'string' ? { current: body.current } : {}),
  };
}

/**
 * Nothing was proposed: someone saved one of the drafts after the proposer opened the screen. Names the draft, who
 * saved it and when, and shows what the draft changes now against the live version, so the proposer reviews it
 * before pressing Propose again (which then pins the new content). Focused when it appears.
 */
export function DraftChangedNotice({
  changed,
  definitions,
}: {
  changed: DraftChanged;
  definitions: readonly DefinitionSummary[];
}) {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [changed]);
  const path = (definitions.find((d) => d.id === changed.definitionId)?.path ?? changed.definitionId).replace(
    /^schemas\//,
    '',
  );
  return (
    <Alert ref={ref} tabIndex={-1} severity="warning" sx={{ mb: 2 }} data-testid="draft-changed">
      <AlertTitle>{t('wfDraftChangedTitle', { path })}</AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {t('wfDraftChangedBody', {
          name: changed.changedBy?.name ?? '—',
          at: changed.changedAt ? formatDateTime(changed.changedAt, language) : '—',
        })}
      </Typography>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('wfDraftChangedReview', { path })}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>
        {changed.diff.length === 0 ? <Typography>{t('wfNoDiff')}</Typography> : <DiffPanel changes={changed.diff} />}
      </Box>
    </Alert>
  );
}
