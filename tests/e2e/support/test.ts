// The suite's `test` and `expect`: Playwright's own, each test in a new context and tab. Every
// spec imports them from here (or from a helper that extends them: accounts.ts, backends.ts), so
// that a fixture the whole suite needs has one place to go.
export { expect, test } from '@playwright/test';
