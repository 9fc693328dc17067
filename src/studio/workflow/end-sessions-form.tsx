import { Alert, Box, Button, FormLabel, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { useAnnounce } from './announcer';
import { endStaffSessions } from './workflow-api';
import { workflowErrorText } from './workflow-error-text';
import { workflowKeys } from './workflow-query-client';

/** The registry's limit on a reason (DELETE /api/staff-sessions/:staffId). */
const REASON_MAX = 2000;

export interface EndSessionsFormProps {
  staffId: string;
  name: string;
  /** The administrator's own sessions: ending them signs this page out too, which the help text says. */
  own: boolean;
  /** Called once the sessions have ended (the person's card then leaves the list, with this form). */
  onEnded: () => void;
}

/**
 * Ends every session of one member of staff. The reason is required, as the registry requires it for the audit log;
 * a missing or too long one is said under the field, which gets the focus, and nothing typed is lost.
 */
export function EndSessionsForm({ staffId, name, own, onEnded }: EndSessionsFormProps) {
  const { t } = useStudioTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  // The problem as a text's key, put in words as shown: it follows a change of the studio's language.
  const [reasonError, setReasonError] = useState<'' | 'wfSessionReasonRequired' | 'wfSessionReasonTooLong'>('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const end = useMutation({
    mutationFn: () => endStaffSessions(staffId, reason.trim()),
    onSuccess: ({ ended }) => {
      announce(t('wfSessionsEnded', { count: ended, name }));
      onEnded();
      void queryClient.invalidateQueries({ queryKey: workflowKeys.staffSessions() });
    },
  });
  const problemOf = (text: string) =>
    !text.trim() ? 'wfSessionReasonRequired' : text.trim().length > REASON_MAX ? 'wfSessionReasonTooLong' : '';
  const submit = () => {
    const problem = problemOf(reason);
    setReasonError(problem);
    if (problem) {
      reasonRef.current?.focus();
      return;
    }
    end.mutate();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {/* Above the field, where it can wrap: a field's own label is cut to one line with an ellipsis, and with the
          person's name it no longer fits at 320 px in Bulgarian, even on the field's border. */}
      <FormLabel htmlFor={fieldId} required error={Boolean(reasonError)} sx={{ display: 'block', mb: 0.5 }}>
        {t('wfSessionReason', { name })}
      </FormLabel>
      <TextField
        id={fieldId}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          // A message that no longer applies goes away as the person types.
          if (reasonError && !problemOf(event.target.value)) setReasonError('');
        }}
        multiline
        minRows={2}
        fullWidth
        required
        inputRef={reasonRef}
        error={Boolean(reasonError)}
        helperText={
          reasonError
            ? t(reasonError, { max: REASON_MAX })
            : own
              ? t('wfSessionReasonHelpOwn')
              : t('wfSessionReasonHelp')
        }
        sx={{ mb: 1.5 }}
      />
      {end.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {workflowErrorText(t, end.error)}
        </Alert>
      )}
      <Button type="submit" variant="outlined" color="error" disabled={end.isPending}>
        {t('wfEndSessions', { name })}
      </Button>
    </Box>
  );
}
