import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser and Node names the pure simulation must never touch (tsc checks it without their types too). */
const IMPURE_GLOBALS = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])].filter(
  (name) => !(name in globals.es2023),
);

/** ES2021+ methods missing in the WebViews of scripts/browsers.ts (es-check cannot see instance methods). */
const ES2021_METHODS = {
  selector:
    'CallExpression[callee.property.name=/^(at|findLast|findLastIndex|replaceAll|toSorted|toReversed|toSpliced)$/]',
  message: 'ES2021+ method, missing in the WebViews we support (scripts/browsers.ts).',
};
const ES2021_GLOBALS = [
  { name: 'structuredClone', message: 'Missing before Chrome 98 / iOS 15.4.' },
  { name: 'WeakRef', message: 'ES2021: missing before Chrome 84 / iOS 14.5.' },
];
/** Math functions every engine rounds alike (IEEE-754 exact, or integer): a replay verifies the same anywhere. */
const EXACT_MATH = ['sqrt', 'abs', 'min', 'max', 'floor', 'ceil', 'round', 'sign', 'trunc', 'imul', 'fround'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-verifier',
      'node_modules',
      'docs/hosts/uni-app/dist',
      'bench/results',
      'bench/dist-frames',
      'test-results',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs,ts,tsx}'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    // What ships runs in the WebViews of scripts/browsers.ts (Chrome 80, iOS 13.4). es-check reads the
    // build for newer built-ins, but cannot see every instance method; these are named here.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ES2021_METHODS],
      'no-restricted-properties': [
        'error',
        { object: 'Object', property: 'hasOwn', message: 'ES2022: use Object.prototype.hasOwnProperty.call.' },
        { object: 'Promise', property: 'any', message: 'ES2021: missing before Chrome 85 / iOS 14.' },
      ],
      'no-restricted-globals': ['error', ...ES2021_GLOBALS],
    },
  },
  {
    // src/game is the pure model: no React, no Konva, no store, no DOM, no Node; nothing from outside it.
    files: ['src/game/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'konva', 'konva/*', 'jotai', 'jotai/*'],
              message: 'src/game stays free of React, Konva and the store.',
            },
            { group: ['../*', 'node:*'], message: 'src/game imports only its own modules.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...ES2021_GLOBALS,
        ...IMPURE_GLOBALS.map((name) => ({ name, message: 'src/game is pure: no DOM or Node globals.' })),
        { name: 'Date', message: 'src/game is deterministic: time comes in as steps, never from a clock.' },
      ],
      // Replays verify identically in every engine only if nothing rounds differently from one to another:
      // Math.sin, exp, pow, hypot… are approximations each engine computes its own way, and random is random.
      'no-restricted-syntax': [
        'error',
        ES2021_METHODS,
        {
          selector: `MemberExpression[object.name='Math'][property.name!=/^(${EXACT_MATH.join('|')}|[A-Z0-9_]+)$/]`,
          message: `src/game uses only the Math functions every engine computes alike: ${EXACT_MATH.join(', ')}.`,
        },
        {
          selector: "MemberExpression[object.name='Math'][computed=true]",
          message: 'src/game names its Math functions, so the lint can check them.',
        },
        {
          selector: "Identifier[name='Math']:not(MemberExpression > .object)",
          message: 'src/game names its Math functions where it calls them, so the lint can check them.',
        },
      ],
    },
  },
  {
    // The game page's rooms below the view (scene, flow, host, watch, duel, kept, session) are plain TypeScript: no React,
    // Konva or DOM. The browser's clock, timers and storage come in
    // from the view (view/browser/sessionInputs.ts); only the console is used directly.
    files: ['src/play/{scene,flow,host,watch,duel,kept,session}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Atoms come from jotai/vanilla (jotai also exports the React hooks).' },
            { name: 'jotai/utils', message: 'Use jotai/vanilla/utils.' },
          ],
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'konva', 'konva/*'],
              message: 'src/play below view/ has no React or Konva.',
            },
            { group: ['jotai/react', 'jotai/react/*'], message: 'Atoms come from jotai/vanilla.' },
            // Any spelling that reaches a folder named view ('../view', './../view/x', '../../play/view').
            { group: ['**/view', '**/view/**'], message: 'The core never imports the view.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...ES2021_GLOBALS,
        ...IMPURE_GLOBALS.filter((name) => name !== 'console').map((name) => ({
          name,
          message:
            'src/play below view/ is plain TypeScript: the browser comes in through its parameters (view/browser/sessionInputs.ts).',
        })),
      ],
    },
  },
  {
    // src/sw is the game's service worker: it runs in the worker's own scope, apart from every page, and
    // is built on its own (scripts/game-worker.ts). It imports Workbox and nothing of the site's.
    files: ['src/sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', './*'], message: 'The service worker imports Workbox only.' }] },
      ],
    },
  },
);
