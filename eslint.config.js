import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser and Node names the pure simulation must never touch (tsc checks it without their types too). */
const IMPURE_GLOBALS = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])].filter(
  (name) => !(name in globals.es2023),
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'bench/results', 'bench/dist-frames', 'test-results', 'public'] },
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
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(at|findLast|findLastIndex|replaceAll|toSorted|toReversed|toSpliced)$/]',
          message: 'ES2021+ method, missing in the WebViews we support (scripts/browsers.ts).',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Object', property: 'hasOwn', message: 'ES2022: use Object.prototype.hasOwnProperty.call.' },
        { object: 'Promise', property: 'any', message: 'ES2021: missing before Chrome 85 / iOS 14.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'structuredClone', message: 'Missing before Chrome 98 / iOS 15.4.' },
        { name: 'WeakRef', message: 'ES2021: missing before Chrome 84 / iOS 14.5.' },
      ],
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
        ...IMPURE_GLOBALS.map((name) => ({ name, message: 'src/game is pure: no DOM or Node globals.' })),
      ],
    },
  },
);
