import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way: web -> domain; server -> engine, domain; engine -> domain.
const forbid = (...roots) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: roots.flatMap((root) => [
        { group: [`#${root}/*`], message: `This root must not import ${root}/.` },
        {
          group: [`**/${root}/**`, `../${root}`, `../../${root}`],
          message: `This root must not import ${root}/.`,
        },
      ]),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid('server', 'engine') },
  },
  { files: ['engine/**/*.ts'], rules: forbid('server', 'web') },
  { files: ['domain/**/*.ts'], rules: forbid('server', 'web', 'engine') },
);
