import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './header';

const NO_LANGUAGE_SWITCHER = /\/(investment-questionnaire|questionnaire-evaluation)\//;

/** The frame every screen shares: header above, the screen in the middle. */
export function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <Header showLanguageSwitcher={!NO_LANGUAGE_SWITCHER.test(pathname)} />
      <Outlet />
    </>
  );
}
