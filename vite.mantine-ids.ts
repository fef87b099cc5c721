import type { Plugin } from 'vite';

const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Mantine's useId (@mantine/hooks) takes React's id for the first render, then a random one from a
 * layout effect once mounted: every component with an id (inputs, Selects, popovers) renders again at
 * once, synchronously, right after React has taken the page over, and writes its id attributes anew
 * (the listing's first view: 7 such renders, 57 ids rewritten; issue 46). React's id is unique in the
 * page and the same on the server, so it is kept (tests/e2e/first-view.e2e.test.ts holds the server's
 * ids). Builds only: the dev server's prebundled Mantine keeps its own.
 */
export function mantineStableIds(): Plugin {
  let replaced = false;
  return {
    name: 'mantine-stable-ids',
    apply: 'build',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error('mantine-stable-ids: @mantine/hooks has no esm/use-id/use-id.mjs any more; see whether its useId still sets a random id after mounting');
    },
  };
}
