import { Alert, Box, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { workflowErrorText } from './workflow-error-text';

/** A query's answer, or while loading a named spinner, or its failure in words with a way to try again. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useStudioTranslation();
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
        <CircularProgress size={20} aria-label={t('wfLoading')} />
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <button type="button" className="studio-button" onClick={() => void query.refetch()}>
            {t('wfRetry')}
          </button>
        }
      >
        {workflowErrorText(t, query.error)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
