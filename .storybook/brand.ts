/*
 * Storybook in Corvane's colours and with its name and mark: one theme per colour theme of
 * @corvane/ui, built from the tokens stylesheet (passed in as text, since the manager's esbuild
 * and the preview's Vite read a file as text differently) and the site's own mark.
 */
import { create, type ThemeVars } from 'storybook/theming';
import mark from '../site/public/favicon.svg';
import { resolveColour, themeTokens, type ThemeName } from '../packages/ui/src/tokens/contrast';

export const BRAND_NAME = 'Corvane UI';

// The manager's esbuild inlines the SVG as a data URL with raw double quotes, which would end the
// attribute below; %22 is the same character in a URL.
const markSrc = mark.replaceAll('"', '%22');

// The sidebar's brand: the mark beside the name (Storybook renders a title without an image as
// HTML: create() sets no image when a title is given). The image is decorative: the name beside
// it says it.
const brandTitle = `<span style="display:inline-flex;align-items:center;gap:10px;font-size:16px;font-weight:700"><img src="${markSrc}" width="28" height="28" alt="">${BRAND_NAME}</span>`;

/** Storybook's theme variables for the light and the dark colour theme of the tokens. */
export function corvaneThemes(tokensCss: string): Record<ThemeName, ThemeVars> {
  const tokens = themeTokens(tokensCss);
  const theme = (base: ThemeName) => {
    const colour = (role: string) => resolveColour(tokens[base], `--cv-color-${role}`);
    return create({
      base,
      brandTitle,
      brandUrl: './',
      brandTarget: '_self',
      colorPrimary: colour('primary'),
      // The selected sidebar item: white text on it, so a darker step than dark's primary
      // (brand-400 under white is 3.3 : 1; brand-500 is 4.8 : 1).
      colorSecondary: colour(base === 'dark' ? 'brand-500' : 'primary'),
      appBg: colour('bg-subtle'),
      appContentBg: colour('bg'),
      appPreviewBg: colour('bg'),
      appBorderColor: colour('border'),
      textColor: colour('text'),
      textMutedColor: colour('text-muted'),
      barBg: colour('surface'),
      barSelectedColor: colour('primary'),
      inputBg: colour('surface'),
      inputBorder: colour('border-strong'),
      inputTextColor: colour('text'),
    });
  };
  return { light: theme('light'), dark: theme('dark') };
}
