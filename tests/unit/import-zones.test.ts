import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of DESIGN.md, enforced by eslint.config.js: each case is an import that must fail lint.
const eslint = new ESLint({ cwd: process.cwd() });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import zones', () => {
  it.each([
    ['api/catalogue/x.service.ts', "import { x } from '../../gateway/config';"],
    ['api/x.ts', "import { x } from '../machines/app/app.machine';"],
    ['gateway/resolvers/x.resolvers.ts', "import { x } from '../../api/lib/money';"],
    ['gateway/x.ts', "import { x } from '../src/app/app';"],
    ['gateway/app.ts', "import { x } from '../server/shop-server';"],
    ['gateway/resolvers/x.resolvers.ts', "import { x } from '../../machines/first-view/first-view';"],
    ['api/x.ts', "import { x } from '../server/runtime';"],
    ['machines/x.machine.ts', "import { x } from '../server/first-view';"],
    ['src/x.ts', "import { x } from '../server/web-app';"],
    ['server/web-app.ts', "import { x } from '../src/app/app';"],
    ['machines/x.machine.ts', "import { x } from '../src/app/app';"],
    ['machines/x.machine.ts', "import { useState } from 'react';"],
    ['machines/x.machine.ts', "import { Button } from '@mantine/core';"],
    ['src/features/cart/x-page.tsx', "import { x } from '../../../gateway/rest-client';"],
    ['src/x.ts', "import { x } from '../api/config';"],
    // A feature imports no other feature; src/ui/ is shared by features and imports none.
    ['src/features/orders/x.tsx', "import { x } from '../catalogue/catalogue-labels';"],
    ['src/features/orders/x.tsx', "import { x } from '../../features/catalogue/catalogue-labels';"],
    ['src/features/offers/deep/x.tsx', "import { x } from '../../account/login-modal';"],
    ['src/ui/x.tsx', "import { x } from '../features/cart/cart-modal';"],
    ['src/ui/history/x.tsx', "import { x } from '../../features/cart/cart-modal';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await zoneErrors(filePath, `${code}\nexport const y = x;\n`)).toHaveLength(1);
  });

  it.each([
    ['src/features/cart/x-page.tsx', "import { x } from '../../../machines/app/app.machine';"],
    ['src/features/cart/x-page.tsx', "import type { x } from '../../../machines/graphql/graphql';"],
    ['machines/cart/x.machine.ts', "import { x } from '../graphql/gql';"],
    ['server/main.ts', "import { x } from '../api/config';"],
    ['server/shop-server.ts', "import { x } from '../gateway/app';"],
    ['server/first-view.ts', "import { x } from '../machines/first-view/first-view';"],
    ['api/orders/x.routes.ts', "import { x } from '../catalogue/items.service';"],
    ['src/features/orders/x.tsx', "import { x } from './delivery-texts';"],
    ['src/features/orders/x.tsx', "import { x } from '../../ui/fill';"],
    ['src/features/orders/x.tsx', "import { x } from '../../app/app-actor';"],
    ['src/features/offers/deep/x.tsx', "import { x } from '../offer-status';"],
    ['src/app/x.tsx', "import { x } from '../features/cart/cart-modal';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await zoneErrors(filePath, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
