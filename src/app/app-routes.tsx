import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing/landing-page';

/** The routes of SPEC §2 that exist so far; any other path goes to the landing page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/:lang" element={<LandingPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
