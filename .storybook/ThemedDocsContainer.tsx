import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type PropsWithChildren } from 'react';
import tokensCss from '../packages/ui/src/tokens/tokens.css?raw';
import { corvaneThemes } from './brand';

// The docs chrome in the colours of @corvane/ui's light or dark tokens (the manager's themes).
const themes = corvaneThemes(tokensCss);

const isDark = () => document.documentElement.getAttribute('data-theme') === 'dark';

/** Docs pages follow the `theme` toolbar global, which sets data-theme on <html>. */
export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const [darkTheme, setDarkTheme] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDarkTheme(isDark()));
    observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return <DocsContainer {...props} theme={darkTheme ? themes.dark : themes.light} />;
}
