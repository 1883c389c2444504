/*
 * Stands in for @testing-library/user-event inside the virtual screen reader (vitest.config.ts
 * aliases it for the storybook project). The stories drive the page with storybook/test's
 * user-event; the screen reader only listens. Its own copy would prepare the same document a
 * second time (each copy wraps an input's value and selection on focus), and typing into a field
 * that rewrites its value (the one-time-code field) would then go wrong. Decision 084.
 */
const listenOnly = () => {
  throw new Error(
    'The virtual screen reader only listens in the story tests: drive the story with the userEvent of its play function.',
  );
};

export const userEvent = {
  setup: () => new Proxy({}, { get: listenOnly }),
};
