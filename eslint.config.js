// One flat config for every workspace: TypeScript, React hooks and JSX accessibility rules.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      'data/**',
      'packages/api/data/**',
      // Configs that tsup and Vite bundle next to themselves while building: lint runs beside
      // the build, and a file listed then gone is an error.
      '**/tsup.config.bundled_*.mjs',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/api/**', 'tests/**', '**/*.config.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The visual runner and the font check pass functions to the page they drive: they run in
    // the browser.
    files: ['tests/visual/**', 'tests/support/platformFonts.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
