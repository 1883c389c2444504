import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import tokensCss from '../tokens/tokens.css?raw';
import { parseTokens } from './parseTokens';
import { TokenGallery } from './TokenGallery';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenGallery,
  tags: ['!autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Every design token of `@corvane/ui`, read from `src/tokens/tokens.css`. Use them as CSS custom properties: `color: var(--cv-color-text)`.',
      },
    },
  },
} satisfies Meta<typeof TokenGallery>;

export default meta;

export const AllTokens: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    // One row per token: the page can never fall behind the stylesheet.
    for (const token of parseTokens(tokensCss)) {
      await expect(canvas.getByText(token.name, { exact: true })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('table', { name: 'Colour' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Spacing (4 px grid)' })).toBeVisible();
  },
};
