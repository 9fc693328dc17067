import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';

export interface HeaderProps {
  /** SPEC §2: hidden on the update-flow questionnaire and evaluation pages, whose language comes from the link. */
  showLanguageSwitcher: boolean;
}

/** Logo linking home, and the language switcher. */
export function Header({ showLanguageSwitcher }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Link component={RouterLink} to="/" aria-label={t('app.home')} underline="none" sx={{ display: 'flex' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ fontWeight: 800, fontSize: 24, letterSpacing: 2, color: 'primary.main' }}
          >
            WEM
          </Box>
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LogoutButton />
          {showLanguageSwitcher && <LanguageSwitcher />}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
