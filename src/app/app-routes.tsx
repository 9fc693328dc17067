import { Navigate, Route, Routes } from 'react-router-dom';
import { LANGUAGES } from './i18n';
import { LandingPage } from './landing/landing-page';
import { ShellLayout } from './shell/shell-layout';

/** The routes of SPEC §2 that exist so far; any other path goes to the landing page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/" element={<LandingPage />} />
        {LANGUAGES.map((lang) => (
          <Route key={lang} path={`/${lang}`} element={<LandingPage />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
