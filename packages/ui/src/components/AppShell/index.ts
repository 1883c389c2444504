export { AppShell } from './AppShell';
export type { AppShellProps, AppShellUser } from './AppShell';
export type {
  AppShellLinkComponent,
  AppShellLinkProps,
  AppShellNavGroup,
  AppShellNavItem,
} from './AppShellNav';
