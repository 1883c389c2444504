import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTokens } from '../docs/parseTokens';
import { contrastRatio } from './contrast';

const tokens = new Map(
  parseTokens(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')).map((t) => [
    t.name,
    t.value,
  ]),
);

/** Follows var() references down to a hex colour. */
function resolve(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`unknown token ${name}`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref?.[1] ? resolve(ref[1]) : value;
}

// Every foreground/background pair the components and the site use for text (4.5:1) ...
const textPairs: Array<[string, string]> = [
  ['--cv-color-text', '--cv-color-bg'],
  ['--cv-color-text', '--cv-color-bg-subtle'],
  ['--cv-color-text', '--cv-color-surface-muted'],
  ['--cv-color-text', '--cv-color-neutral-200'],
  ['--cv-color-text-muted', '--cv-color-bg'],
  ['--cv-color-text-muted', '--cv-color-bg-subtle'],
  ['--cv-color-text-muted', '--cv-color-surface-muted'],
  ['--cv-color-text-link', '--cv-color-bg'],
  ['--cv-color-text-link', '--cv-color-brand-50'],
  ['--cv-color-on-primary', '--cv-color-primary'],
  ['--cv-color-on-primary', '--cv-color-primary-hover'],
  ['--cv-color-neutral-950', '--cv-color-neutral-0'],
  ['--cv-color-neutral-950', '--cv-color-brand-100'],
  ['--cv-color-success', '--cv-color-success-bg'],
  ['--cv-color-danger', '--cv-color-danger-bg'],
  ['--cv-color-danger', '--cv-color-bg'],
  ['--cv-color-info', '--cv-color-info-bg'],
  ['--cv-color-on-dark', '--cv-color-dark-bg'],
  ['--cv-color-on-dark', '--cv-color-dark-surface'],
  ['--cv-color-on-dark-muted', '--cv-color-dark-bg'],
  ['--cv-color-on-dark-muted', '--cv-color-dark-surface'],
  ['--cv-color-emerald-300', '--cv-color-dark-bg'],
  ['--cv-color-amber-300', '--cv-color-dark-bg'],
  ['--cv-color-violet-300', '--cv-color-dark-bg'],
  ['--cv-color-rose-300', '--cv-color-dark-bg'],
  ['--cv-color-brand-300', '--cv-color-dark-bg'],
  ['--cv-color-neutral-0', '--cv-color-emerald-600'],
  ['--cv-color-neutral-0', '--cv-color-amber-600'],
  ['--cv-color-neutral-0', '--cv-color-violet-600'],
  ['--cv-color-neutral-0', '--cv-color-rose-600'],
];

// ... and the non-text parts (borders of controls, focus ring) against their surface (3:1).
const uiPairs: Array<[string, string]> = [
  ['--cv-color-border-strong', '--cv-color-bg'],
  ['--cv-color-focus', '--cv-color-bg'],
  ['--cv-color-focus', '--cv-color-dark-bg'],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s on %s reaches 4.5:1 (WCAG AA text)', (fg, bg) => {
    expect(contrastRatio(resolve(fg), resolve(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s reaches 3:1 (WCAG AA non-text)', (fg, bg) => {
    expect(contrastRatio(resolve(fg), resolve(bg))).toBeGreaterThanOrEqual(3);
  });

  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
