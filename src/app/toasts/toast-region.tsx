import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { afterPointerRelease, watchPointerPress } from '../../engine';
import { useAfterPaint } from '../use-after-paint';
import { FollowScreens, type FollowScreensProps } from './follow-screens';
import { keepFocusClear } from './keep-focus-clear';
import { useToastStore } from './toast-context';
import type { Toast } from './toast-store';
import { useResolveToasts } from './use-resolve-toasts';

/*
 * Where toasts sit: at the foot of the viewport, above the row of floating buttons (the help button on the
 * right from 1400 px, in the page's flow below that; the sandbox's outbox on the left; both 16 px from the bottom
 * and at most 40 px tall). The header's
 * logo, language switcher and logout and the screen's heading are at the top of every screen, where the shell
 * scrolls on each navigation, so a toast there cannot cover them at any width (a top toast did, and one under
 * the header would have to push the heading down and pull it back 3 s later, moving what the person is about
 * to press). Above the floating row it covers neither floating button, and the page's foot grows by the
 * toasts' height (kept until the next screen, so nothing jumps when one leaves) so that whatever it covers at
 * rest, the form's buttons included, can be scrolled out from under it; the field or button that has the focus
 * when a toast comes is moved out from under it at once (keepFocusClear).
 */
const ABOVE_FLOATING_BUTTONS = 16 + 40 + 8;

const NO_TOASTS: readonly Toast[] = [];

/**
 * The alert area. Two live regions that are always in the page, so a screen reader announces a toast the
 * moment it is added: errors assertively, the rest politely. A click anywhere on a toast dismisses it.
 */
export function ToastRegion() {
  const store = useToastStore();
  useResolveToasts(store);
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const errors = useMemo(() => toasts.filter((t) => t.type === 'error'), [toasts]);
  // The others (a step's "saved") come with the next screen: shown in the frame after the one that shows its heading,
  // instead of mounted (35 components) and measured by keepFocusClear (a layout of the whole new screen) before it, in
  // every step change's commit (issue 24). An error toast, which comes on the screen the person is on, shows at once.
  const othersNow = useMemo(() => toasts.filter((t) => t.type !== 'error'), [toasts]);
  const others = useAfterPaint(othersNow) ?? NO_TOASTS;
  const { stack, footRoom, resetFootRoom } = useFootRoom();
  // After the foot has its room: a toast that came over the field or button the person works with moves off it. Not
  // while a pointer is pressed: the page scrolled between the press on an answer and its release, the release lands on
  // something else and the click is lost (an e2e run lost a radio's click so); once the click is handled, it moves.
  useEffect(() => watchPointerPress(), []);
  useEffect(() => {
    if (errors.length + others.length === 0) return;
    afterPointerRelease(() => {
      if (stack.current) keepFocusClear(stack.current);
    });
  }, [errors, others, footRoom, stack]);
  return (
    <>
      <FollowScreensInRouter store={store} onScreen={resetFootRoom} />
      <Box
        ref={stack}
        sx={{
          position: 'fixed',
          bottom: ABOVE_FLOATING_BUTTONS,
          left: 16,
          right: { xs: 16, sm: 'auto' },
          width: { sm: 420 },
          maxWidth: 'calc(100% - 32px)',
          zIndex: 1400,
          display: 'grid',
          gap: 1,
          // The stack's box itself takes no clicks: only the toasts do.
          pointerEvents: 'none',
          '& > div > *': { pointerEvents: 'auto' },
        }}
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
      <Box aria-hidden sx={{ height: footRoom }} />
    </>
  );
}

/**
 * FollowScreens where there is a router: the app's region is inside its router; a component test may render one beside
 * a router of its own. A component of its own because asking reads the router's address: the region would render again
 * at every navigation (its stack, a dozen components, in every step change's render, issue 24).
 */
function FollowScreensInRouter(props: FollowScreensProps) {
  return useInRouterContext() ? <FollowScreens {...props} /> : null;
}

/**
 * The room the page's foot keeps for the toasts: the tallest the stack has been on this screen. It never
 * shrinks while the screen is shown, since a page scrolled to its end would otherwise move down under the
 * person's pointer as a toast leaves.
 */
function useFootRoom() {
  const stack = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  // The stack's height as the ResizeObserver last saw it (after a layout the browser made anyway), and the room kept.
  const seen = useRef(0);
  const room = useRef(0);
  useEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      seen.current = element.offsetHeight;
      room.current = Math.max(room.current, seen.current);
      setHeight(room.current);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // A new screen starts with the room its toasts take now (a success toast that came along with the person): the
  // height last observed, not read from the page. Read in the screen change's layout effect, offsetHeight made the
  // browser lay out the whole new screen there and again for its frame (10-43 ms of a step change at 4x CPU, issue
  // 24). A toast not yet laid out is observed after the frame and raises the room then. Set only when it differs: a
  // state set there, even to the same height, was one more render and commit inside every screen change.
  const reset = useCallback(() => {
    if (room.current === seen.current) return;
    room.current = seen.current;
    setHeight(room.current);
  }, []);
  return { stack, footRoom: height, resetFootRoom: reset };
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
        <Link
          component={RouterLink}
          to={toast.action.to}
          color="inherit"
          underline="always"
          sx={{ display: 'block', mt: 1, fontWeight: 600 }}
        >
          {t(toast.action.labelKey)}
        </Link>
      )}
    </Alert>
  );
}
