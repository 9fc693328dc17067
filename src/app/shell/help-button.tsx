import { Box, Button } from '@mui/material';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The popover (MUI's Popover, Modal and focus trap) is loaded when the help is first opened: the landing page
// downloads only the button (issue 17: its script budget).
const HelpPopover = lazy(() => import('./help-popover'));

/**
 * Floats (fixed at the window's bottom right) only from this width: there the page's widest column (MUI's `md`,
 * 900 px, centred) leaves a margin wider than the button in the longest language, so it covers nothing at any
 * scroll position. Narrower, a floating button always sits on some text or control (issue 17: the registration's
 * marketing consent on a phone), so there it stands in the page's flow, after the content and the footer questions.
 */
const HELP_FLOATS_FROM = 1400;

/** The help: support hours, phone and e-mail (SPEC §1), one click or Enter away on every screen. */
export function HelpButton() {
  const { t } = useTranslation();
  // undefined until first opened (nothing loaded), then the open popover's anchor or null.
  const [anchor, setAnchor] = useState<HTMLElement | null | undefined>(undefined);
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        maxWidth: 900,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        [`@media (min-width: ${HELP_FLOATS_FROM}px)`]: {
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: 1200,
          mx: 0,
          px: 0,
        },
      }}
    >
      <Button
        variant="contained"
        startIcon={<HelpOutline />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('help.button')}
      </Button>
      {anchor !== undefined && (
        <Suspense fallback={null}>
          <HelpPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </Box>
  );
}
