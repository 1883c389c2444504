import type { StaffRoleName } from '@corvane/contract';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useStaff } from './session/session';
import { ADMIN, areasFor, EVERY_ROLE, RECRUITING } from './shell/areas';
import { ConsoleLayout } from './shell/ConsoleLayout';
import { RequireRole, RequireSession } from './shell/guards';
import { NotFoundPage } from './pages/NotFoundPage';
import { SetPasswordPage } from './pages/sign-in/SetPasswordPage';
import { SignInPage } from './pages/sign-in/SignInPage';

// The console's addresses, under /staff (the router's basename). Each screen's code loads when
// it is first opened; the roles are the server's (decision 107), checked again by every call.

/** A screen for `roles`, its module loaded on first use. */
function screen(
  path: string,
  roles: readonly StaffRoleName[],
  load: () => Promise<ComponentType>,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return {
        Component: () => (
          <RequireRole roles={roles}>
            <Screen />
          </RequireRole>
        ),
      };
    },
  };
}

/** `/staff`: the person's first area. */
function Home() {
  const [first] = areasFor(useStaff().role);
  return <Navigate to={first?.path ?? '/account'} replace />;
}

export const routes: RouteObject[] = [
  { path: '/sign-in', Component: SignInPage },
  { path: '/set-password', Component: SetPasswordPage },
  {
    path: '/',
    element: (
      <RequireSession>
        <ConsoleLayout />
      </RequireSession>
    ),
    children: [
      { index: true, Component: Home },
      screen('jobs', RECRUITING, async () => (await import('./pages/jobs/JobsPage')).JobsPage),
      screen(
        'jobs/new',
        RECRUITING,
        async () => (await import('./pages/jobs/JobEditPage')).NewJobPage,
      ),
      screen(
        'jobs/:id',
        RECRUITING,
        async () => (await import('./pages/jobs/JobEditPage')).EditJobPage,
      ),
      screen(
        'applications',
        RECRUITING,
        async () => (await import('./pages/applications/ApplicationsPage')).ApplicationsPage,
      ),
      screen(
        'applications/:id',
        RECRUITING,
        async () => (await import('./pages/applications/ApplicationPage')).ApplicationPage,
      ),
      screen(
        'accounts',
        ADMIN,
        async () => (await import('./pages/admin/AccountsPage')).AccountsPage,
      ),
      screen('audit', ADMIN, async () => (await import('./pages/admin/AuditPage')).AuditPage),
      screen('privacy', ADMIN, async () => (await import('./pages/admin/PrivacyPage')).PrivacyPage),
      screen(
        'account',
        EVERY_ROLE,
        async () => (await import('./pages/account/AccountPage')).AccountPage,
      ),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
