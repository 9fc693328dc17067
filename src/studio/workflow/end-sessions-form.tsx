import { Alert, Box, Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { LabelAbove } from '../../engine';
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
      {/* With the person's name, the label no longer fits on the field's border at 320 px in Bulgarian. */}
      <LabelAbove htmlFor={fieldId} label={t('wfSessionReason', { name })} required error={Boolean(reasonError)}>
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
      </LabelAbove>
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
