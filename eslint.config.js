import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

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
const forbid = (roots, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: roots.flatMap((root) => (Array.isArray(root) ? banned(...root) : banned(root))), paths },
  ],
});
// Icons by their own module: the bundle's chunk groups (vite.config.ts) see which page shows which
// icon only when the page imports the icon, not lucide's index of every icon.
const iconsOneByOne = {
  name: 'lucide-react',
  allowTypeImports: true,
  message: "Import each icon from 'lucide-react/icons/<file>' (its default export).",
};

// The floors of web/ (docs/architecture.md): app/ composes, features use the
// ground floor (lib/, components/, locales/) and another feature only through its index.ts; the ground
// floor never imports a feature or app/. Tests may read the composed catalogues (app/locales).
const webFloor = (type) => ({ to: { element: { type } } });
const webBoundaries = {
  files: ['web/**/*.{ts,tsx}'],
  ignores: ['web/**/*.test.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.json'] } },
    'boundaries/elements': [
      { type: 'app', pattern: 'web/app' },
      { type: 'feature', pattern: 'web/features/*', capture: ['feature'] },
      { type: 'lib', pattern: 'web/lib' },
      { type: 'components', pattern: 'web/components' },
      { type: 'locales', pattern: 'web/locales' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'web/ floors: {{from.type}} must not import this {{to.type}} file (docs/architecture.md).',
        policies: [
          {
            from: { element: { type: 'app' } },
            allow: ['feature', 'lib', 'components', 'locales'].map(webFloor),
          },
          {
            from: { element: { type: 'feature' } },
            allow: [
              ...['lib', 'components', 'locales'].map(webFloor),
              { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            ],
          },
          { from: { element: { type: 'components' } }, allow: [webFloor('lib')] },
        ],
      },
    ],
  },
};

// A class string holding a token without `ui:` (descendant rules, group and peer markers aside).
const PLAIN_TOKEN = String.raw`/(^|\s)(?!ui:|\[&|group|peer)\S/`;
// Where a component's own classes are: the arguments of a cn() that also takes `className` (as
// they are, or behind && and ?:), and the base and variants of a cva().
const MERGES = "CallExpression[callee.name='cn']:has(> Identifier[name='className'])";
const OWN_CLASSES = [
  `${MERGES} > Literal[value=${PLAIN_TOKEN}]`,
  `${MERGES} > LogicalExpression[operator='&&'] > Literal.right[value=${PLAIN_TOKEN}]`,
  `${MERGES} > ConditionalExpression > Literal.consequent[value=${PLAIN_TOKEN}]`,
  `${MERGES} > ConditionalExpression > Literal.alternate[value=${PLAIN_TOKEN}]`,
  `CallExpression[callee.name='cva'] > Literal[value=${PLAIN_TOKEN}]`,
  `CallExpression[callee.name='cva'] Property[key.name='variants'] > ObjectExpression > Property > ObjectExpression > Property > Literal.value[value=${PLAIN_TOKEN}]`,
];
const OWN_CLASSES_MESSAGE =
  "A component's own classes take the ui: variant, so that the className its caller passes wins (decision 029).";

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['server', ['engine', 'text']], [iconsOneByOne]),
    },
  },
  webBoundaries,
  {
    // Decision 029: a component's own classes carry `ui:` so the className its caller passes wins.
    files: ['web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...OWN_CLASSES.map((selector) => ({ selector, message: OWN_CLASSES_MESSAGE })),
      ],
    },
  },
  { files: ['engine/**/*.ts'], rules: forbid(['server', 'web']) },
  { files: ['domain/**/*.ts'], rules: forbid(['server', 'web', 'engine']) },
);
