import { Box, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { QueryState } from './query-state';
import { ScreenHeading } from './screen-heading';
import { StatusChip } from './status-chip';
import type { ChangeStatus } from './types';
import { getChanges } from './workflow-api';
import { workflowKeys } from './workflow-query-client';
import { workflowHash } from './workflow-route';
import { formatDateTime } from './format-date-time';

const STATUSES: ChangeStatus[] = ['proposed', 'approved', 'rejected', 'published'];
const FILTER_KEYS = {
  proposed: 'wfStatusProposed',
  approved: 'wfStatusApproved',
  rejected: 'wfStatusRejected',
  published: 'wfStatusPublished',
} as const;

/** Every change, newest first, each a link to its detail; filtered by status. */
export function ChangesScreen() {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const filterId = useId();
  const [status, setStatus] = useState<ChangeStatus | ''>('');
  const query = useQuery({ queryKey: workflowKeys.changes(), queryFn: getChanges });
  return (
    <>
      <ScreenHeading>{t('wfChangesTitle')}</ScreenHeading>
      <Box className="field" sx={{ maxWidth: 260, mb: 2 }}>
        <label htmlFor={filterId}>{t('wfFilterStatus')}</label>
        <select id={filterId} value={status} onChange={(event) => setStatus(event.target.value as ChangeStatus)}>
          <option value="">{t('wfFilterAll')}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(FILTER_KEYS[value])}
            </option>
          ))}
        </select>
      </Box>
      <QueryState query={query}>
        {(changes) => {
          const shown = changes.filter((change) => !status || change.status === status);
          if (shown.length === 0) return <Typography>{t('wfNoChanges')}</Typography>;
          return (
            <Box component="ul" aria-label={t('wfChangesTitle')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((change) => (
                <Paper component="li" key={change.id} sx={{ p: 2, mb: 1.5 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    <Link href={workflowHash({ screen: 'change', changeId: change.id })}>
                      {t('wfChangeLink', { id: change.id, definitions: change.definitionIds.join(', ') })}
                    </Link>
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 0.5 }}>
                    <StatusChip status={change.status} />
                    <Typography
                      component="span"
                      sx={{ color: change.gatesPassed ? 'success.dark' : 'error.main', fontWeight: 600 }}
                    >
                      {change.gatesPassed ? t('wfGatesPassedShort') : t('wfGatesFailedShort')}
                    </Typography>
                  </Box>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{change.reason}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('wfProposedBy', {
                      name: change.author.name,
                      at: formatDateTime(change.createdAt, language),
                      reference: change.reference,
                    })}
                  </Typography>
                </Paper>
              ))}
            </Box>
          );
        }}
      </QueryState>
    </>
  );
}
