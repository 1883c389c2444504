import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllFoundations, ContrastTable } from './Foundations';
import { pairs, tokens } from './tokenData';

const meta = {
  title: 'Foundations/Tokens',
  component: AllFoundations,
  tags: ['!autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Every design token of `@corvane/ui`, read from `src/tokens/tokens.css`: the blocks of the Foundations pages on one page. Use them as CSS custom properties: `color: var(--cv-color-text)`; for a design tool, import `@corvane/ui/tokens.json` (Design Tokens Community Group format, light and dark sets; see Foundations / Colour).',
      },
    },
  },
} satisfies Meta<typeof AllFoundations>;

export default meta;

const ratiosIn = (row: Element) =>
  [...row.querySelectorAll('[data-theme-ratio]')].map((cell) =>
    Number.parseFloat(/([\d.]+) : 1/.exec(cell.textContent ?? '')?.[1] ?? '0'),
  );

export const AllTokens: StoryObj<typeof meta> = {
  play: async ({ canvas, canvasElement }) => {
    // Every token is on the page: the Foundations can never fall behind the stylesheet.
    const shown = new Set(
      [...canvasElement.querySelectorAll('th, span')].map((e) => e.textContent),
    );
    await expect(tokens.filter((t) => !shown.has(t.name)).map((t) => t.name)).toEqual([]);
    const captions = [...canvasElement.querySelectorAll('caption')].map((c) => c.textContent);
    await expect(captions).toEqual(
      expect.arrayContaining([
        'Palette',
        'Colour roles',
        'Contrast of every colour pair (WCAG 2.2 AA)',
        'Type scale',
        'Spacing (4 px grid)',
        'Radius',
        'Shadow',
        'Durations',
        'Easings',
        'Layers (z-index)',
      ]),
    );
    await expect(canvas.getByRole('table', { name: 'Colour roles' })).toBeVisible();
  },
};

/** The contrast table alone: one row per pair, the ratio of each theme, all at AA or better. */
export const Contrast: StoryObj<typeof meta> = {
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Contrast of every colour pair/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('data-pair'))).toEqual(
      pairs.map((p) => `${p.fg} ${p.bg}`),
    );
    // Near-black on white in light, near-white on near-black in dark: both far above 4.5.
    const body = rows.find((r) => r.getAttribute('data-pair') === '--cv-color-text --cv-color-bg');
    await expect(ratiosIn(body!)).toEqual([expect.any(Number), expect.any(Number)]);
    await expect(Math.min(...ratiosIn(body!))).toBeGreaterThan(15);
    // Every shown ratio, light and dark, meets the pair's threshold.
    const below = pairs.flatMap((pair, i) =>
      ratiosIn(rows[i]!)
        .filter((ratio) => ratio < pair.min)
        .map((ratio) => `${pair.fg} on ${pair.bg}: ${ratio}`),
    );
    await expect(below).toEqual([]);
    await expect(rows.every((r) => ratiosIn(r).length === 2)).toBe(true);
  },
};
