// Issue 26 in the offers flow: retry and cancel of a failed trade, the trade-link and expired-price
// refusals, the quiet reloads while a trade offer is on its way, and the reload once a received
// offer's payout unlocks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import type { AccountEvent, ListenInput } from '../../machines/account-changes/listen-to-account';
import type { MessageOutcome } from '../../machines/auth/auth.actors';
import type { DecisionOutcome, Offer } from '../../machines/offers/offer.actors';
import { offerMessages } from '../../machines/offers/offer.rules';
import { OFFER_ACCEPTED_BY_TRADE_PATH, OFFER_ACCEPTED_PATH, offersMachine, REFRESH_RETRY_MS, TRADE_POLL_MS } from '../../machines/offers/offers.machine';
import { PAYOUT_RECHECK_MAX_MS, PAYOUT_RECHECK_MS, PAYOUT_UNLOCK_GRACE_MS } from '../../machines/offers/sell-trade.rules';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

const euro = (amount: number) => ({ amount, currency: 'EUR', symbol: '€' });

const offer = (id: string, changes: Partial<Offer>): Offer =>
  ({
    id,
    title: 'AK-47 | Redline (Field-Tested)',
    quality: 'Field-Tested',
    status: 'NEW',
    createdAt: '2026-11-26T10:00:00Z',
    itemUrl: '',
    userPrice: euro(15),
    servicePrice: euro(12.5),
    payout: null,
    assetId: '1001',
    appId: 730,
    floatValue: 0.2345,
    paintSeed: 661,
    quoteExpiresAt: null,
    payoutUnlocksAt: null,
    trade: null,
    ...changes,
  }) as Offer;
const trade = (state: NonNullable<Offer['trade']>['state']) => ({ state, botName: 'ShopBot 1', code: 'K7Q2', offerUrl: null, sentAt: null, acceptedAt: null });

describe('offers machine, selling by trade', () => {
  function startOffers({ streamUp = false } = {}) {
    const load = controllableActor<Offer[], { currency: string }>();
    // The account's change stream as the list hears it (down unless asked: the poll's tests).
    const stream = { change: () => {}, up: (_up: boolean) => {} };
    const listen = fromCallback<EventObject, ListenInput>(({ sendBack }) => {
      stream.change = () => sendBack({ type: 'ACCOUNT.CHANGED', id: '5' } satisfies AccountEvent);
      stream.up = (up) => sendBack({ type: 'ACCOUNT.STREAM', up } satisfies AccountEvent);
      sendBack({ type: 'ACCOUNT.STREAM', up: streamUp } satisfies AccountEvent);
    });
    const decide = controllableActor<DecisionOutcome, { id: string; accept: boolean }>();
    const change = controllableActor<MessageOutcome, { id: string; action: 'retry' | 'cancel' }>();
    const shell = listeningLogic();
    const pages: string[] = [];
    const flow = offersMachine.provide({
      actors: { loadOffers: load.logic, decideOffer: decide.logic, changeTrade: change.logic, listenToAccount: listen },
      actions: { goToOfferAccepted: () => void pages.push(OFFER_ACCEPTED_PATH), goToOfferAcceptedByTrade: () => void pages.push(OFFER_ACCEPTED_BY_TRADE_PATH) },
    });
    const { flow: actor } = startInSystem(flow, { currency: 'EUR' }, { app: shell.logic });
    return { actor, load, decide, change, toShell: shell.heard, pages, stream };
  }

  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('retry and cancel: one request however often clicked, a toast, and the list reloaded; a refusal says why and reloads quietly', async () => {
    const { actor, load, change, toShell } = startOffers();
    load.last.resolve([offer('5', { status: 'TRADE_FAILED', trade: trade('DECLINED') })]);
    await flush();
    actor.send({ type: 'TRADE.RETRY', id: null });
    expect(actor.getSnapshot().context.error).toBe(offerMessages.missingOfferId);
    actor.send({ type: 'TRADE.RETRY', id: '5' });
    actor.send({ type: 'TRADE.RETRY', id: '5' });
    actor.send({ type: 'TRADE.CANCEL', id: '5' });
    expect(change.calls.map((call) => call.input)).toEqual([{ id: '5', action: 'retry' }]);
    change.last.resolve({ ok: true, message: 'We will send the trade offer again' });
    await flush();
    expect(toShell).toEqual([{ type: 'NOTIFY', tone: 'success', message: 'We will send the trade offer again' }]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
    load.last.resolve([offer('5', { status: 'TRADE_FAILED', trade: trade('DECLINED') })]);
    await flush();

    actor.send({ type: 'TRADE.CANCEL', id: '5' });
    expect(change.last.input).toEqual({ id: '5', action: 'cancel' });
    change.last.resolve({ ok: false, message: 'This offer cannot be cancelled now' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('This offer cannot be cancelled now');
    expect(toShell.at(-1)).toEqual({ type: 'NOTIFY', tone: 'error', message: 'This offer cannot be cancelled now' });
    // The quiet reload keeps the rows and the message.
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(load.calls).toHaveLength(3);
    load.last.resolve([offer('5', { status: 'CANCELLED' })]);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('This offer cannot be cancelled now');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('accepting an inventory offer opens the offer-accepted page of a trade; a hand-typed one the spec\'s', async () => {
    const { actor, load, decide, pages } = startOffers();
    load.last.resolve([offer('5', { status: 'OFFER' }), offer('6', { status: 'OFFER', assetId: null, appId: null })]);
    await flush();
    actor.send({ type: 'DECIDE', id: '5', accept: true });
    decide.last.resolve({ ok: true, message: 'Offer accepted successfully.' });
    await flush();
    load.last.resolve([offer('5', { status: 'APPROVED', trade: trade('QUEUED') }), offer('6', { status: 'OFFER', assetId: null, appId: null })]);
    await flush();
    actor.send({ type: 'DECIDE', id: '6', accept: true });
    decide.last.resolve({ ok: true, message: 'Offer accepted successfully.' });
    await flush();
    expect(pages).toEqual([OFFER_ACCEPTED_BY_TRADE_PATH, OFFER_ACCEPTED_PATH]);
  });

  it('no trade link: the message toasted, the details closed and the trade-URL modal opened; an expired price reloads the list', async () => {
    const { actor, load, decide, toShell } = startOffers();
    load.last.resolve([offer('5', { status: 'OFFER' })]);
    await flush();
    actor.send({ type: 'DECIDE', id: '5', accept: true });
    decide.last.resolve({ ok: false, message: 'Please save your trade link first', refusal: 'TradeLinkRequired' });
    await flush();
    expect(toShell).toEqual([
      { type: 'NOTIFY', tone: 'error', message: 'Please save your trade link first' },
      { type: 'MODAL.CLOSE', modal: 'offerDetails' },
      { type: 'MODAL.OPEN', modal: 'tradeUrl' },
    ]);
    expect(load.calls).toHaveLength(1);

    actor.send({ type: 'DECIDE', id: '5', accept: true });
    decide.last.resolve({ ok: false, message: 'This price has expired', refusal: 'QuoteExpired' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('This price has expired');
    expect(load.calls).toHaveLength(2);
    load.last.resolve([offer('5', { status: 'EXPIRED' })]);
    await flush();
    expect(actor.getSnapshot().context.offers[0]!.status).toBe('EXPIRED');
    expect(actor.getSnapshot().context.error).toBe('This price has expired');
  });

  it('while a trade offer is on its way the list is looked at again every TRADE_POLL_MS, keeping the rows', async () => {
    const { actor, load } = startOffers();
    load.last.resolve([offer('5', { status: 'APPROVED', trade: trade('SENT') })]);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'followingTrade' })).toBe(true);
    await vi.advanceTimersByTimeAsync(TRADE_POLL_MS - 1);
    expect(load.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load.calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.offers).toHaveLength(1);
    // A click during the quiet reload is not lost.
    actor.send({ type: 'TRADE.CANCEL', id: '5' });
    expect(actor.getSnapshot().matches('changingTrade')).toBe(true);
  });

  it('while the account stream is up the trade is not polled: each offer change the stream names reloads the list; down, the poll resumes', async () => {
    const { actor, load, stream } = startOffers({ streamUp: true });
    load.last.resolve([offer('5', { status: 'APPROVED', trade: trade('SENT') })]);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'followingTrade' })).toBe(true);
    await vi.advanceTimersByTimeAsync(TRADE_POLL_MS * 3);
    expect(load.calls).toHaveLength(1);
    stream.change();
    expect(load.calls).toHaveLength(2);
    load.last.resolve([offer('5', { status: 'APPROVED', trade: trade('SENT') })]);
    await flush();
    stream.up(false);
    await vi.advanceTimersByTimeAsync(TRADE_POLL_MS);
    expect(load.calls).toHaveLength(3);
  });

  it('reloads once a received offer\'s payout unlocks (a grace second after), then backs off while it still shows received', async () => {
    const { actor, load } = startOffers();
    const unlocksAt = new Date(Date.now() + 8_000).toISOString();
    load.last.resolve([offer('5', { status: 'RECEIVED', trade: trade('ACCEPTED'), payoutUnlocksAt: unlocksAt })]);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'awaitingPayoutUnlock' })).toBe(true);
    await vi.advanceTimersByTimeAsync(8_000 + PAYOUT_UNLOCK_GRACE_MS - 1);
    expect(load.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load.calls).toHaveLength(2);
    // The shop has not turned it yet: asked again after PAYOUT_RECHECK_MS, then twice that.
    load.last.resolve([offer('5', { status: 'RECEIVED', payoutUnlocksAt: unlocksAt })]);
    await flush();
    await vi.advanceTimersByTimeAsync(PAYOUT_RECHECK_MS * 2 - 1);
    expect(load.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load.calls).toHaveLength(3);
    load.last.resolve([offer('5', { status: 'READY_FOR_PAYOUT', payoutUnlocksAt: null })]);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.overdueReloads).toBe(0);
    await vi.advanceTimersByTimeAsync(PAYOUT_RECHECK_MAX_MS);
    expect(load.calls).toHaveLength(3);
  });

  it('a quiet reload that fails is tried again REFRESH_RETRY_MS later: the trade is still followed', async () => {
    const { actor, load } = startOffers();
    load.last.resolve([offer('5', { status: 'APPROVED', trade: trade('SENT') })]);
    await flush();
    await vi.advanceTimersByTimeAsync(TRADE_POLL_MS);
    expect(load.calls).toHaveLength(2);
    load.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'backingOff' })).toBe(true);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS - 1);
    expect(load.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load.calls).toHaveLength(3);
    load.last.resolve([offer('5', { status: 'RECEIVED', trade: trade('ACCEPTED'), payoutUnlocksAt: '2026-11-27T10:00:00Z' })]);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'awaitingPayoutUnlock' })).toBe(true);
  });

  it('a click while the list loads is not lost; while a request runs, more clicks are ignored', async () => {
    const { actor, load, change } = startOffers();
    actor.send({ type: 'TRADE.RETRY', id: '5' });
    expect(change.calls).toHaveLength(1);
    actor.send({ type: 'TRADE.CANCEL', id: '5' });
    actor.send({ type: 'DECIDE', id: '5', accept: true });
    expect(change.calls).toHaveLength(1);
    change.last.resolve({ ok: true, message: 'We will send you the trade offer again.' });
    await flush();
    expect(load.calls).toHaveLength(2);
  });
});
