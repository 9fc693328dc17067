import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { useAnnounce } from './announcer';
import { formatDateTime } from './format-date-time';
import { workflowErrorText } from './workflow-error-text';
import { publishChange } from './workflow-api';
import { workflowKeys } from './workflow-query-client';
import type { ChangeDetail } from './types';

/**
 * Publishes an approved change now, or from a date and time (a regulation's effective date), given in the browser's
 * own time zone and sent as an instant.
 */
export function PublishForm({ change, onPublished }: { change: ChangeDetail; onPublished: () => void }) {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const legendId = useId();
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  // The problem as its text's key, put in words as shown: it follows a change of the studio's language.
  const [atError, setAtError] = useState<'' | 'wfTimeRequired' | 'wfTimePast'>('');
  const atRef = useRef<HTMLInputElement>(null);
  const publish = useMutation({
    mutationFn: (effectiveAt: string | undefined) => publishChange(change.id, effectiveAt),
    onSuccess: (published) => {
      queryClient.setQueryData(workflowKeys.change(change.id), published);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
      const from = published.publication?.effectiveAt;
      announce(
        when === 'at' && from
          ? t('wfPublishedAt', { id: change.id, at: formatDateTime(from, language) })
          : t('wfPublishedNow', { id: change.id }),
      );
      onPublished();
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (when === 'now') return publish.mutate(undefined);
    const time = at ? new Date(at) : undefined;
    const problem = !time || Number.isNaN(time.getTime()) ? 'wfTimeRequired' : time <= new Date() ? 'wfTimePast' : '';
    setAtError(problem);
    if (problem || !time) return atRef.current?.focus();
    publish.mutate(time.toISOString());
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend" id={legendId}>
          {t('wfPublishWhen')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          value={when}
          onChange={(event) => setWhen(event.target.value as 'now' | 'at')}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('wfPublishNow')} />
          <FormControlLabel value="at" control={<Radio />} label={t('wfPublishAt')} />
        </RadioGroup>
      </FormControl>
      {when === 'at' && (
        <TextField
          type="datetime-local"
          label={t('wfEffectiveFrom')}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          inputRef={atRef}
          required
          error={Boolean(atError)}
          helperText={t(atError || 'wfEffectiveFromHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ mb: 2, display: 'flex', maxWidth: 320 }}
        />
      )}
      {publish.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {workflowErrorText(t, publish.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={publish.isPending}>
        {when === 'now' ? t('wfPublishNowButton') : t('wfPublishAtButton')}
      </Button>
    </Box>
  );
}
