import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import of another layer's folder by relative path, e.g. `../../gateway/x` from api/. */
const layer = (...names) => `^(\\.\\./)+(${names.join('|')})/`;
const zone = (files, message, ...regexes) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'machines/graphql/**', 'gateway/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The one script the browser runs as written (src/public/boot.js).
    files: ['src/public/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(['document', 'localStorage', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout'].map((name) => [name, 'readonly'])),
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports flow one way (DESIGN.md): src → machines → machines/graphql; gateway → REST contract;
  // api imports nothing of the others; all may import contract/ (the rules both sides apply). gateway/main.ts and shop-server.ts are the composition root.
  zone(['contract/**/*.ts'], 'contract/ is the bottom floor: it imports no other layer.', layer('api', 'gateway', 'machines', 'src', 'server')),
  zone(['api/**/*.ts'], 'api/ imports nothing from gateway/, machines/ or src/.', layer('gateway', 'machines', 'src')),
  zone(
    ['gateway/**/*.ts'],
    'gateway/ speaks to the API over HTTP only (its contract is gateway/rest-contract.ts).',
    layer('api', 'machines', 'src'),
  ),
  // The one exception: the page's first view is the web app's own first operations, run by the server
  // before it sends the page; it takes them from machines/ so that the two can never drift apart.
  zone(
    ['gateway/first-view.ts'],
    'gateway/first-view.ts takes the first operations from machines/, and nothing else of the other layers.',
    layer('api', 'src'),
  ),
  {
    files: ['gateway/main.ts', 'gateway/shop-server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: layer('machines', 'src'), message: 'The composition root wires api/ and gateway/ only.' }] },
      ],
    },
  },
  zone(
    ['machines/**/*.ts'],
    'machines/ hold flow logic only: no React, no UI, no server code.',
    layer('src', 'gateway', 'api'),
    '^(react|react-dom|@mantine/|wouter)',
  ),
  zone(['src/**/*.ts', 'src/**/*.tsx'], 'src/ reaches the server only through machines/.', layer('gateway', 'api')),
);
