// The walls between the workspaces, checked by a machine (`npm run lint`, the `lint` suite of
// npm test). The allowed arrows are the house's (README, "Architecture"): app → design-system →
// contracts; widgets → design-system, contracts; bff → moderation, contracts; e2e → the public
// faces only. Anything not allowed below is refused. eslint-plugin-boundaries draws the arrows
// between elements; the local rule `city/no-relative-reach` refuses reaching into another
// workspace by a relative path, even where the arrow itself is allowed: a workspace is entered
// through its package name and its `exports`.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { noRelativeReach } from './scripts/lint/no-relative-reach.js';

/** One element per workspace, the app's features apart, and the root's own tooling. */
const ELEMENTS = [
  { type: 'feature', pattern: 'app/src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'app', pattern: 'app', partialMatch: false },
  { type: 'design-system', pattern: 'design-system', partialMatch: false },
  { type: 'contracts', pattern: 'contracts', partialMatch: false },
  { type: 'widgets', pattern: 'widgets', partialMatch: false },
  { type: 'moderation', pattern: 'moderation', partialMatch: false },
  { type: 'bff', pattern: 'bff', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'testing', pattern: 'testing', partialMatch: false },
  // The benchmarks and the root's tooling (builds.mjs, chromium.mjs, start.mjs, lint/).
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

/** Tests, pacts and harnesses: the only files that may use @city/testing and the root's tooling (scripts/). */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'app/pact/**',
  'widgets/pact/**',
  'app/src/testing/**',
  'bff/src/testing/**',
  'bff/test/**',
  // The stories' own checks (the word-cut check is shared with the partner-widget journey).
  'widgets/src/element/stories/**',
  'design-system/src/stories/**',
];

const element = (type) => ({ element: { type } });
const to = (...types) => types.map(element);
const testFile = { file: { categories: 'test' } };

/** Which element may import which; the last policy lets tests use the shared test servers. */
const ARROWS = [
  { from: element('contracts'), allow: { to: to('contracts') } },
  { from: element('design-system'), allow: { to: to('design-system', 'contracts') } },
  { from: element('app'), allow: { to: to('app', 'feature', 'design-system', 'contracts') } },
  // A feature never imports another feature; the shell composes them (bulletproof-react).
  {
    from: element('feature'),
    allow: {
      to: [
        ...to('app', 'design-system', 'contracts'),
        { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
      ],
    },
  },
  { from: element('widgets'), allow: { to: to('widgets', 'design-system', 'contracts') } },
  { from: element('moderation'), allow: { to: to('moderation', 'contracts') } },
  { from: element('bff'), allow: { to: to('bff', 'moderation', 'contracts') } },
  { from: element('testing'), allow: { to: to('testing', 'contracts') } },
  { from: element('e2e'), allow: { to: to('e2e', 'contracts', 'testing', 'scripts') } },
  // The benchmarks start the platform as the journeys do and score posts with the shipped model.
  { from: element('scripts'), allow: { to: to('scripts', 'e2e', 'contracts', 'moderation', 'testing', 'bff') } },
  // Tests may use the shared test servers and the root's build tooling too.
  { from: testFile, allow: { to: to('testing', 'scripts') } },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.storybook-static/**',
      // MSW's service worker script, as `npx msw init` writes it (the «Экраны» stories' fakes).
      'app/storybook-public/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'contracts/pacts/**',
      '**/*.d.mts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries, city: { rules: { 'no-relative-reach': noRelativeReach } } },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: TEST_FILES }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/legacy-warnings': false,
      'import/resolver': {
        typescript: { alwaysTryTypes: true },
        node: true,
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} may not import {{ to.element.type }} ({{ dependency.source }}): see the allowed arrows in eslint.config.js and the README',
          policies: ARROWS,
        },
      ],
      'city/no-relative-reach': 'error',
      // Text is cleaned on purpose of control characters and of invisible ones such as the
      // zero-width joiner (contracts' text rules, the moderation normaliser): classes of them are
      // meant.
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // Leaving fields out by destructuring (`const { claim, ...publicFields } = event`) is how the
      // code drops them; an underscore marks a value kept only for its place.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Vite loads its config with every bare import left to Node, which cannot run a workspace's
    // TypeScript: the root's vitest config reaches the app's build plugins by their path.
    files: ['vitest.config.ts'],
    rules: { 'city/no-relative-reach': 'off' },
  },
);
