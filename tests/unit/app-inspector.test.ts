import { expect, it } from 'vitest';
import { wantsInspector } from '../../src/app/create-app-actor';

it('connects the Stately inspector with ?inspect in the URL, and not by default', () => {
  expect(wantsInspector('?inspect')).toBe(true);
  expect(wantsInspector('?page=2&inspect=1')).toBe(true);
  expect(wantsInspector('')).toBe(import.meta.env.VITE_INSPECT === '1');
  expect(wantsInspector('?inspector=no')).toBe(import.meta.env.VITE_INSPECT === '1');
});
