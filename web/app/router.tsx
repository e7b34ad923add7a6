import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../modules/auth/login.page';
import { RegisterPage } from '../modules/auth/register.page';
import { RegisterSuccessPage } from '../modules/auth/register-success.page';
import { VerificationPage } from '../modules/auth/verification.page';
import { ForgotPasswordPage, ResetPasswordPage } from '../modules/auth/password-reset.pages';
import { AppLayout } from './layout/app-layout';
import { PublicOnly, RequireAuth } from './layout/auth-guard';
import { NAV_ITEMS, type NavPath } from './layout/nav.config';

// Feature pages load on demand so the sign-in screens stay small (charts, markdown, etc. are heavy).
// To add a screen: its entry in layout/nav.config.ts and its page here (the type asks for both).
const APP_PAGES: Record<NavPath, LazyExoticComponent<ComponentType>> = {
  '/dashboard': lazy(() => import('../modules/dashboard/dashboard.page')),
  '/knowledge-library': lazy(() => import('../modules/knowledge/knowledge.page')),
  '/calendar': lazy(() => import('../modules/calendars/calendars.page')),
  '/parents': lazy(() => import('../modules/parents/parents.page')),
  '/analytics': lazy(() => import('../modules/analytics/analytics.page')),
  '/unanswered': lazy(() => import('../modules/unanswered/unanswered.page')),
  '/chat': lazy(() => import('../modules/chat/chat.page')),
  '/settings': lazy(() => import('../modules/settings/settings.page')),
};

export const router = createBrowserRouter([
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  { path: '/register/success', element: <RegisterSuccessPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verification', element: <VerificationPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        // One route per sidebar entry, so the menu and the routes cannot drift apart.
        children: NAV_ITEMS.map(({ path }) => {
          const Page = APP_PAGES[path];
          return { path, element: <Page /> };
        }),
      },
    ],
  },
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);
