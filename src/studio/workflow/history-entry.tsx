import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { DiffPanel } from '../diff/diff-panel';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { FactsList } from './facts-list';
import { formatDateTime } from './format-date-time';
import { HashText } from './hash-text';
import type { HistoryEntry as Entry } from './types';
import { workflowHash } from './workflow-route';

const STATE_KEYS = { live: 'wfStateLive', scheduled: 'wfStateScheduled', earlier: 'wfStateEarlier' } as const;

/** One publication of a definition: what (version, hash, diff), when, who published, why and who approved. */
export function HistoryEntry({ entry, actions }: { entry: Entry; actions?: React.ReactNode }) {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const headingId = `publication-${entry.versionNo}-${entry.effectiveAt}`;
  const { change } = entry;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('wfVersionHeading', { versionNo: entry.versionNo, semver: entry.semver })}
        </Typography>
        <Chip size="small" color={entry.state === 'live' ? 'success' : 'default'} label={t(STATE_KEYS[entry.state])} />
        {entry.rollback && <Chip size="small" color="secondary" label={t('wfRollbackChip')} />}
      </Box>
      <FactsList
        facts={[
          [t('wfHash'), <HashText key="hash" sha256={entry.sha256} />],
          [t('wfEffectiveFrom'), formatDateTime(entry.effectiveAt, language)],
          [
            t('wfPublishedBy'),
            t('wfByAt', { name: entry.publishedBy.name, at: formatDateTime(entry.publishedAt, language) }),
          ],
          ...(change
            ? ([
                [
                  t('wfChange'),
                  <Link key="change" href={workflowHash({ screen: 'change', changeId: change.id })}>
                    {t('wfChangeTitle', { id: change.id })}
                  </Link>,
                ],
                [t('wfAuthor'), change.author.name],
                [t('wfReason'), change.reason],
                [t('wfReference'), change.reference],
                [
                  t('wfApprovedBy'),
                  change.approvedBy
                    .map((a) => t('wfByAt', { name: a.name, at: formatDateTime(a.at, language) }))
                    .join('; ') || '—',
                ],
              ] as [string, React.ReactNode][])
            : ([[t('wfChange'), t('wfImported')]] as [string, React.ReactNode][])),
        ]}
      />
      {change && change.what.length > 0 && (
        <Box sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <DiffPanel changes={change.what} />
        </Box>
      )}
      {actions && <Box sx={{ mt: 1.5 }}>{actions}</Box>}
    </Paper>
  );
}
