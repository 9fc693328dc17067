import { Box, Button } from '@mui/material';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The popover (MUI's Popover, Modal and focus trap) is loaded when the help is first opened: the landing page
// downloads only the button (issue 17: its script budget).
const HelpPopover = lazy(() => import('./help-popover'));

/** The floating help: support hours, phone and e-mail (SPEC §1), one click or Enter away on every screen. */
export function HelpButton() {
  const { t } = useTranslation();
  // undefined until first opened (nothing loaded), then the open popover's anchor or null.
  const [anchor, setAnchor] = useState<HTMLElement | null | undefined>(undefined);
  return (
    <Box sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1200 }}>
      <Button
        variant="contained"
        startIcon={<HelpOutline />}
        aria-label={t('help.button')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('help.button')}
        </Box>
      </Button>
      {anchor !== undefined && (
        <Suspense fallback={null}>
          <HelpPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </Box>
  );
}
