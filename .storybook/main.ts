import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The site's favicon in the browser tab, not Storybook's (Storybook takes /favicon.svg).
  staticDirs: [{ from: '../site/public/favicon.svg', to: '/favicon.svg' }],
  typescript: {
    // Full prop tables (cva variants included), read with the UI package's own tsconfig.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) =>
        !prop.parent || !/node_modules\/@types\/react/.test(prop.parent.fileName),
    },
  },
};

export default config;
