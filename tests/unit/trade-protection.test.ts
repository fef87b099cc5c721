// Issue 41: whether a sell trade can still be reversed comes from what Steam shows of the received
// items, never from the game.
import { describe, expect, it } from 'vitest';
import { protectionOf } from '../../api/offers/sell-trade-outcomes';

describe('protectionOf', () => {
  it('takes the latest protection Steam shows on the received items', () => {
    expect(protectionOf([{ assetId: '1', protectedUntil: 100 }, { assetId: '2', protectedUntil: 250 }], 999)).toBe(250);
  });

  it('is null (final) only when Steam shows every item as the bot\'s for good, whatever the game', () => {
    expect(protectionOf([{ assetId: '1', protectedUntil: null }], 999)).toBeNull();
    expect(protectionOf([{ assetId: '1', protectedUntil: null }, { assetId: '2', protectedUntil: 120 }], 999)).toBe(120);
  });

  it('assumes the configured window where Steam did not say, or named no item', () => {
    expect(protectionOf([{ assetId: '1', protectedUntil: undefined }], 999)).toBe(999);
    expect(protectionOf([{ assetId: '1', protectedUntil: undefined }, { assetId: '2', protectedUntil: 1200 }], 999)).toBe(1200);
    expect(protectionOf([], 999)).toBe(999);
    expect(protectionOf([{ assetId: '1', protectedUntil: undefined }], null)).toBeNull();
  });
});
