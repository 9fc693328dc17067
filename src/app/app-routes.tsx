import { Navigate, Route, Routes } from 'react-router-dom';
import { LANGUAGES } from './i18n';
import { LandingPage } from './landing/landing-page';
import { GuardedRoute } from './routing/guarded-route';
import { routeTable } from './routing/route-table';
import { ScrollAndFocus } from './routing/scroll-and-focus';
import { ShellLayout } from './shell/shell-layout';

/** The routes of SPEC §2; any other path goes to the landing page. */
export function AppRoutes() {
  return (
    <>
      <ScrollAndFocus />
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="/" element={<LandingPage />} />
          {LANGUAGES.map((lang) => (
            <Route key={lang} path={`/${lang}`} element={<LandingPage />} />
          ))}
          {routeTable.map((route) => (
            <Route key={route.name} path={route.path} element={<GuardedRoute key={route.name} route={route} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
