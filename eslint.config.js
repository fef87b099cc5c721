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
      globals: Object.fromEntries(['document', 'Element', 'localStorage', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'window'].map((name) => [name, 'readonly'])),
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports flow one way (DESIGN.md): src → machines → machines/graphql; gateway → REST contract;
  // api imports nothing of the others; all may import contract/ (the rules both sides apply).
  // server/ alone composes: it wires api/, gateway/ and the first view's operations of machines/.
  zone(['contract/**/*.ts'], 'contract/ is the bottom floor: it imports no other layer.', layer('api', 'gateway', 'machines', 'src', 'server')),
  zone(['api/**/*.ts'], 'api/ imports nothing from gateway/, machines/, src/ or server/.', layer('gateway', 'machines', 'src', 'server')),
  zone(
    ['gateway/**/*.ts'],
    'gateway/ is GraphQL only and speaks to the API over its REST contract (contract/).',
    layer('api', 'machines', 'src', 'server'),
  ),
  zone(['server/**/*.ts'], 'server/ composes api/, gateway/ and machines/; the web app reaches it only as the built files.', layer('src')),
  zone(
    ['machines/**/*.ts'],
    'machines/ hold flow logic only: no React, no UI, no server code.',
    layer('src', 'gateway', 'api', 'server'),
    '^(react|react-dom|@mantine/|wouter)',
  ),
  zone(['src/**/*.ts', 'src/**/*.tsx'], 'src/ reaches the server only through machines/.', layer('gateway', 'api', 'server')),
);
