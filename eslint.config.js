import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way: web -> domain; server -> engine, domain; engine -> domain.
// A root given as [root, folder] stays banned except for that folder: web may import engine/text, a
// leaf that imports nothing but domain/ types (docs/decisions/009-one-text-layer.md). Aliases are
// matched with a regex: in a `group` pattern (gitignore syntax) a leading "#" starts a comment.
const banned = (root, except) => [
  {
    regex: except ? `^#${root}/(?!${except}/)` : `^#${root}/`,
    message: `This root must not import ${root}/${except ? ` other than ${root}/${except}/` : ''}.`,
  },
  {
    group: [`**/${root}/**`, `../${root}`, `../../${root}`],
    message: `This root must not import ${root}/.`,
  },
];
const forbid = (...roots) => ({
  'no-restricted-imports': [
    'error',
    { patterns: roots.flatMap((root) => (Array.isArray(root) ? banned(...root) : banned(root))) },
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
    rules: { ...reactHooks.configs.recommended.rules, ...forbid('server', ['engine', 'text']) },
  },
  { files: ['engine/**/*.ts'], rules: forbid('server', 'web') },
  { files: ['domain/**/*.ts'], rules: forbid('server', 'web', 'engine') },
);
