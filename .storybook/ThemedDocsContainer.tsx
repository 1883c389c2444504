import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { create, themes } from 'storybook/theming';
import tokensCss from '../packages/ui/src/tokens/tokens.css?raw';
import { resolveColour, themeTokens } from '../packages/ui/src/tokens/contrast';

// The docs chrome in dark: Storybook's dark theme in the colours of @corvane/ui's dark tokens.
const dark = themeTokens(tokensCss).dark;
const colour = (role: string) => resolveColour(dark, `--cv-color-${role}`);
const darkDocs = create({
  base: 'dark',
  appBg: colour('bg-subtle'),
  appContentBg: colour('bg'),
  appPreviewBg: colour('bg'),
  appBorderColor: colour('border'),
  textColor: colour('text'),
  textMutedColor: colour('text-muted'),
  colorSecondary: colour('text-link'),
  barBg: colour('surface'),
  inputBg: colour('surface'),
});

const isDark = () => document.documentElement.getAttribute('data-theme') === 'dark';

/** Docs pages follow the `theme` toolbar global, which sets data-theme on <html>. */
export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const [darkTheme, setDarkTheme] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDarkTheme(isDark()));
    observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return <DocsContainer {...props} theme={darkTheme ? darkDocs : themes.light} />;
}
