/*
 * The manager (sidebar, toolbar, addon panels) in Corvane's name, mark and colours, following the
 * Theme toolbar (the `theme` global) like the stories and docs do. The favicon is the site's too
 * (staticDirs in main.ts).
 */
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/manager-api';
import tokensCss from '../packages/ui/src/tokens/tokens.css' with { type: 'text' };
import { BRAND_NAME, corvaneThemes } from './brand';

const themes = corvaneThemes(tokensCss as unknown as string);

addons.setConfig({ theme: themes.light });

addons.register('corvane/brand', (api) => {
  const follow = ({ globals }: { globals: Record<string, unknown> }) =>
    api.setOptions({ theme: globals.theme === 'dark' ? themes.dark : themes.light });
  api.on(SET_GLOBALS, follow);
  api.on(GLOBALS_UPDATED, follow);

  // The tab's title: Storybook writes "Page - Story ⋅ Storybook" whatever the brand; say whose.
  const retitle = () => {
    const title = document.title.replace(/Storybook$/, BRAND_NAME);
    if (title !== document.title) document.title = title;
  };
  new MutationObserver(retitle).observe(document.head, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  retitle();
});
