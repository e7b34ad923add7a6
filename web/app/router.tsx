import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../modules/auth/login.page';
import { RegisterPage } from '../modules/auth/register.page';
import { RegisterSuccessPage } from '../modules/auth/register-success.page';
import { VerificationPage } from '../modules/auth/verification.page';
import { ForgotPasswordPage, ResetPasswordPage } from '../modules/auth/password-reset.pages';
import { AppLayout } from './layout/app-layout';
import { PublicOnly, RequireAuth } from './layout/auth-guard';

// Feature pages load on demand so the sign-in screens stay small (charts, markdown, etc. are heavy).
// To add a screen: a page module here, a route below, and an entry in layout/nav.config.ts.
const DashboardPage = lazy(() => import('../modules/dashboard/dashboard.page'));
const KnowledgePage = lazy(() => import('../modules/knowledge/knowledge.page'));
const CalendarPage = lazy(() => import('../modules/calendars/calendars.page'));
const ParentsPage = lazy(() => import('../modules/parents/parents.page'));
const AnalyticsPage = lazy(() => import('../modules/analytics/analytics.page'));
const UnansweredPage = lazy(() => import('../modules/unanswered/unanswered.page'));
const ChatPage = lazy(() => import('../modules/chat/chat.page'));
const SettingsPage = lazy(() => import('../modules/settings/settings.page'));

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
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/knowledge-library', element: <KnowledgePage /> },
          { path: '/calendar', element: <CalendarPage /> },
          { path: '/parents', element: <ParentsPage /> },
          { path: '/analytics', element: <AnalyticsPage /> },
          { path: '/unanswered', element: <UnansweredPage /> },
          { path: '/chat', element: <ChatPage /> },
          { path: '/settings', element: <SettingsPage /> },
        ],
      },
    ],
  },
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);
