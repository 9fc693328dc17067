import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { StudioSection } from '../workspace/studio-section';
import { EvidenceActions } from './evidence-actions';
import { HistoryEntry } from './history-entry';
import { QueryState } from './query-state';
import { ScreenHeading } from './screen-heading';
import { getDefinitions, getHistory } from './workflow-api';
import { workflowKeys } from './workflow-query-client';
import { workflowHash } from './workflow-route';

/**
 * A definition's publications, newest first: who, what, when, why and who approved. An author proposes an earlier
 * version again from here (a rollback, through the same approval); an auditor exports a version's evidence.
 */
export function HistoryScreen({ definitionId }: { definitionId?: string }) {
  const { t } = useStudioTranslation();
  const selectId = useId();
  const definitions = useQuery({ queryKey: workflowKeys.definitions(), queryFn: getDefinitions });
  return (
    <>
      <ScreenHeading>{t('wfHistoryTitle')}</ScreenHeading>
      <QueryState query={definitions}>
        {(list) => (
          <Box className="field" sx={{ maxWidth: 420, mb: 3 }}>
            <label htmlFor={selectId}>{t('wfDefinition')}</label>
            <select
              id={selectId}
              value={definitionId ?? ''}
              onChange={(event) => {
                window.location.hash = event.target.value
                  ? workflowHash({ screen: 'history', definitionId: event.target.value })
                  : workflowHash({ screen: 'history' });
              }}
            >
              <option value="">{t('wfChooseDefinition')}</option>
              {list.map((definition) => (
                <option key={definition.id} value={definition.id}>
                  {definition.path.replace(/^schemas\//, '')}
                </option>
              ))}
            </select>
          </Box>
        )}
      </QueryState>
      {definitionId && <DefinitionHistory definitionId={definitionId} />}
    </>
  );
}

function DefinitionHistory({ definitionId }: { definitionId: string }) {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const can = (role: 'author' | 'auditor') => session.status === 'signed-in' && session.hasRole(role);
  const history = useQuery({ queryKey: workflowKeys.history(definitionId), queryFn: () => getHistory(definitionId) });
  return (
    <StudioSection id="publications" title={t('wfPublications')}>
      <QueryState query={history}>
        {(entries) =>
          entries.length === 0 ? (
            <Typography>{t('wfNoPublications')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <HistoryEntry
                  key={`${entry.versionNo}-${entry.effectiveAt}`}
                  entry={entry}
                  actions={
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                      {can('author') && entry.state === 'earlier' && (
                        <Button
                          size="small"
                          variant="outlined"
                          href={workflowHash({
                            screen: 'propose',
                            rollback: { definitionId, versionNo: entry.versionNo },
                          })}
                        >
                          {t('wfRollbackTo', { versionNo: entry.versionNo })}
                        </Button>
                      )}
                      {can('auditor') && <EvidenceActions definitionId={definitionId} versionNo={entry.versionNo} />}
                    </Box>
                  }
                />
              ))}
            </Box>
          )
        }
      </QueryState>
    </StudioSection>
  );
}
