import { Alert, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { useAnnounce } from './announcer';
import { MessageText } from '../diff/message-text';
import { HashText } from './hash-text';
import { ScreenHeading } from './screen-heading';
import { verifyAuditChain } from './workflow-api';
import { workflowErrorText } from './workflow-error-text';

/** The audit log's hash chain recomputed by the registry: intact, or the first entry that does not match. */
export function AuditScreen() {
  const { t } = useStudioTranslation();
  const announce = useAnnounce();
  const { session } = useStaffSession();
  const allowed = session.status === 'signed-in' && (session.hasRole('auditor') || session.hasRole('admin'));
  const check = useMutation({
    mutationFn: verifyAuditChain,
    onSuccess: (result) =>
      announce(
        result.ok
          ? t('wfChainIntact', { count: result.entries })
          : t('wfChainBroken', { id: result.firstMismatch?.id ?? '?' }),
      ),
    onError: (error) => announce(workflowErrorText(t, error)),
  });
  const result = check.data;
  return (
    <>
      <ScreenHeading>{t('wfAuditTitle')}</ScreenHeading>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('wfAuditIntro')}</Typography>
      {!allowed ? (
        <Typography>{t('wfOnlyAuditors')}</Typography>
      ) : (
        <Button variant="contained" disabled={check.isPending} onClick={() => check.mutate()} sx={{ mb: 2 }}>
          {check.isPending ? t('wfChecking') : t('wfCheckChain')}
        </Button>
      )}
      {check.isError && <Alert severity="error">{workflowErrorText(t, check.error)}</Alert>}
      {result &&
        (result.ok ? (
          <Alert severity="success">
            {t('wfChainIntact', { count: result.entries })} {t('wfChainHead')} <HashText sha256={result.headHash} />
          </Alert>
        ) : (
          <Alert severity="error">
            {t('wfChainBroken', { id: result.firstMismatch?.id ?? '?' })}{' '}
            {result.firstMismatch && (
              <MessageText message={result.firstMismatch.message} words={result.firstMismatch.words} />
            )}
          </Alert>
        ))}
    </>
  );
}
