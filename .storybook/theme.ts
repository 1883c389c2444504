/*
 * The `theme` global (toolbar: Light / Dark). The one thing it does to the page is the attribute
 * `data-theme="dark"` on <html>, removed for light, exactly as an app switches @corvane/ui's dark
 * theme; `iframe.html?id=...&globals=theme:dark` opens a story in dark.
 */
import type { Decorator, ReactRenderer } from '@storybook/react-vite';
import type { ElementContext, Result, RunOptions, Spec } from 'axe-core';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import type { AfterEach, GlobalTypes } from 'storybook/internal/types';
import { addons } from 'storybook/preview-api';

export type ThemeName = 'light' | 'dark';

export const themeGlobalType: GlobalTypes[string] = {
  description: 'Colour theme of @corvane/ui (data-theme on <html>)',
  toolbar: {
    title: 'Theme',
    icon: 'contrast',
    items: [
      { value: 'light', title: 'Light', icon: 'sun' },
      { value: 'dark', title: 'Dark', icon: 'moon' },
    ],
    dynamicTitle: true,
  },
};

const themeOf = (value: unknown): ThemeName => (value === 'dark' ? 'dark' : 'light');

export function applyTheme(theme: ThemeName): void {
  if (typeof document === 'undefined') return;
  if (theme === 'dark') document.documentElement.setAttribute('data-theme', 'dark');
  else document.documentElement.removeAttribute('data-theme');
}

/** Stories (on their own, in docs and under test) set the attribute as they render. */
export const withTheme: Decorator = (Story, { globals }) => {
  applyTheme(themeOf(globals.theme));
  return Story();
};

// Docs pages without a story (MDX) follow the toolbar too.
const channel = addons.getChannel();
const onGlobals = ({ globals }: { globals: Record<string, unknown> }) =>
  applyTheme(themeOf(globals.theme));
channel.on(SET_GLOBALS, onGlobals);
channel.on(GLOBALS_UPDATED, onGlobals);

interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: ElementContext;
  config?: Spec;
  options?: RunOptions;
}

/**
 * Under test only, after the play function: axe again with the other theme on <html>, the same
 * rules and options as the a11y addon's own run (which follows this hook, in the story's theme).
 * Story tests pause animations and transitions before `afterEach`, so the switch is immediate.
 */
export const axeInOtherTheme: AfterEach<ReactRenderer> = async ({
  parameters,
  globals,
  viewMode,
}) => {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  const manual = (globals.a11y as { manual?: boolean } | undefined)?.manual;
  const underTest = '__vitest_browser__' in globalThis;
  if (!underTest || viewMode !== 'story' || a11y.disable || a11y.test === 'off' || manual) return;

  const theme = themeOf(globals.theme);
  const other: ThemeName = theme === 'dark' ? 'light' : 'dark';
  const axe = (await import('axe-core')).default;
  // As the addon does: landmarks are the page's business, not a story's.
  const rules = [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])];
  axe.reset();
  axe.configure({ ...a11y.config, rules });
  const disabled = Object.fromEntries(
    rules.filter((r) => r.enabled === false).map((r) => [r.id, { enabled: false }]),
  );
  const options: RunOptions = a11y.options?.runOnly
    ? { ...a11y.options, rules: { ...disabled, ...a11y.options.rules } }
    : (a11y.options ?? {});
  // The addon's scan context: the body, or the story's own, minus Storybook's elements.
  const own = (a11y.context ?? {}) as { include?: unknown; exclude?: unknown[] };
  const context = {
    include: own.include ?? (a11y.context && !own.exclude ? a11y.context : document.body),
    exclude: [
      '.sb-wrapper',
      '#storybook-docs',
      '#storybook-highlights-root',
      ...(own.exclude ?? []),
    ],
  } as ElementContext;

  applyTheme(other);
  let violations: Result[];
  try {
    violations = (await axe.run(context, options)).violations;
  } finally {
    applyTheme(theme);
  }
  if (violations.length === 0) return;

  const report = violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'unknown'}): ${v.help}`,
        ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`),
      ].join('\n'),
    )
    .join('\n');
  const message = `axe found ${violations.length} violation(s) in the ${other} theme:\n${report}`;
  if (a11y.test === 'todo') console.warn(message);
  else throw new Error(message);
};
