import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useToastStore } from './toast-context';
import type { Toast } from './toast-store';

/**
 * The alert area. Two live regions that are always in the page, so a screen reader announces a toast the
 * moment it is added: errors assertively, the rest politely. A click anywhere on a toast dismisses it.
 */
export function ToastRegion() {
  const store = useToastStore();
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const errors = toasts.filter((t) => t.type === 'error');
  const others = toasts.filter((t) => t.type !== 'error');
  return (
    <Box
      sx={{ position: 'fixed', top: 16, right: 16, left: { xs: 16, sm: 'auto' }, zIndex: 1400, display: 'grid', gap: 1, maxWidth: { sm: 420 } }}
    >
      <div aria-live="assertive" aria-atomic="false" style={{ display: 'contents' }}>
        {errors.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </div>
      <div aria-live="polite" aria-atomic="false" style={{ display: 'contents' }}>
        {others.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </div>
    </Box>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = toast.text ?? (toast.textKey ? t(toast.textKey, toast.textValues) : undefined);
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      onClick={onDismiss}
      onClose={onDismiss}
      slotProps={{ closeButton: { title: t('app.dismiss'), 'aria-label': t('app.dismiss') } }}
      sx={{ cursor: 'pointer', boxShadow: 3 }}
    >
      <AlertTitle>{t(toast.titleKey)}</AlertTitle>
      {text}
      {/* Following the link dismisses the toast too (the click reaches the alert). */}
      {toast.action && (
        <Link component={RouterLink} to={toast.action.to} color="inherit" underline="always" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
          {t(toast.action.labelKey)}
        </Link>
      )}
    </Alert>
  );
}
