import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';
import './preview.css';
import './arabic.css';
import { axeInOtherTheme, themeGlobalType, withTheme } from './theme';
import { checkSpokenLog, listenForSpokenLog } from './spokenLog';
import { ThemedDocsContainer } from './ThemedDocsContainer';
// The same two sizes the visual and end-to-end tests use.
import { DESKTOP, PHONE } from '../tests/support/viewports.mjs';

// A play function's `waitFor` and `findBy…` wait up to 5 s, as the end-to-end suite's `expect`
// does, not Testing Library's 1 s: the stories run in a real browser, where a dialog leaves only
// once its exit animation has ended, and on a two-core machine running the end-to-end suite
// beside them that took over 1 s once (a visual run: "Apply From Card", twice in a row). A wait
// that succeeds ends as soon as it does; only a failure is reported later.
configure({ asyncUtilTimeout: 5000 });

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
          name: `Phone (${PHONE.width})`,
          styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` },
          type: 'mobile',
        },
        desktop: {
          name: `Desktop (${DESKTOP.width})`,
          styles: { width: `${DESKTOP.width}px`, height: `${DESKTOP.height}px` },
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
