import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'packages/*/dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Use crypto.getRandomValues (src/lib/random.ts): Math.random is not for anything secret.' },
      ],
    },
  },
  // One-way dependencies, checked on import paths: ui and lib never reach into tools or pages,
  // modules never into a tool, a tool never imports another tool's folder, and the engine holds no
  // React and no screen (tools, pages and modules import it, never the other way).
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '/(app|pages|tools|modules|ui|engine)/', message: 'lib/ is pure helpers: it imports nothing from the rest of the app.' }] }] },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    ignores: ['src/engine/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(\\.\\./)*(app|pages|tools|modules|ui)/', message: 'The engine imports only lib/ and libraries: tools, pages and modules import it, never the other way.' },
            { regex: '^(react|react-dom|react-i18next|i18next|react-router)($|/)|^@(mantine|tabler)/', message: 'The engine holds no React and no UI: it runs the same in a worker and in Node.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(\\.\\./)*(app|pages|tools|modules)/', message: 'ui/ components must not depend on app, pages, tools or modules.' }] }] },
  },
  {
    files: ['src/modules/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(\\.\\./)*(app|pages|tools)/', message: 'modules/ must not depend on app, pages or tools.' }] }] },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(\\.\\./)*app/', message: 'A page never imports the app shell: a hook both need lives in src/modules/.' }] }] },
  },
  {
    files: ['src/tools/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^./][^/]*/', message: 'A tool never imports another tool: move shared logic to src/lib/.' },
            { regex: '^\\.\\./\\.\\./(app|pages)/', message: 'A tool never imports the app shell or pages.' },
            { regex: '^zod($|/)', message: "Option schemas use src/engine/zod (zod/mini, with classic Zod's English messages)." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.page-bench.mjs', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off', 'no-console': 'off' },
  },
);
