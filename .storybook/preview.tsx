import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import './preview.css';
import './arabic.css';
import { axeInOtherTheme, themeGlobalType, withTheme } from './theme';
import { checkSpokenLog, listenForSpokenLog } from './spokenLog';
import { ThemedDocsContainer } from './ThemedDocsContainer';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: { theme: themeGlobalType },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  // Stories tagged `spoken`: a virtual screen reader listens under test (decision 084).
  beforeEach: [listenForSpokenLog],
  // Story tests run axe in both themes: this hook in the other theme, the a11y addon in this one.
  afterEach: [checkSpokenLog, axeInOtherTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { container: ThemedDocsContainer },
    a11y: {
      // Any axe violation fails the story's test (and shows in the panel).
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    viewport: {
      options: {
        mobile: {
          name: 'Phone (375)',
          styles: { width: '375px', height: '740px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Getting Started',
          'Foundations',
          ['Colour', 'Typography', 'Spacing and shape', 'Motion', 'Layers', 'Tokens'],
          'Components',
        ],
      },
    },
  },
};

export default preview;
