import { expect } from 'vitest';
import type { TestApi } from '../api-harness';
import type { Shopper } from './shopper';

export const TWO_FACTOR = '/api/user/two-factor';
export const TRADE_LINK = '/api/user/update-trade-link';
export const CONFIRM = '/api/user/confirm-password';
export const tradeLink = (partner: number) => `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbCd_-12`;

/** The shopper's sessions were last confirmed `minutes` ago (signed in then, nothing since). */
export async function confirmedAgo(on: Pick<TestApi, 'db'>, shopper: Shopper, minutes: number) {
  const then = Math.floor(Date.now() / 1000) - minutes * 60;
  await on.db.updateTable('sessions').set({ created_at: then, confirmed_at: then }).where('user_id', '=', shopper.id).execute();
}

export function expectStepUpRequired(answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status).toBe(403);
  expect(answer.body).toEqual({
    status: 'ERROR',
    error_code: 'STEP_UP_REQUIRED',
    message: 'For your security, please confirm your password to continue.',
  });
}
