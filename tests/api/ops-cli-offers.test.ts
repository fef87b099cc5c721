import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from './support/ops-cli';
import { hasControlCharacter } from '../../api/lib/control-characters';
import { MailCatcher } from '../support/mail-catcher';
import { stopTestApi, type TestApi } from './api-harness';
import { expectNoLedgerChange, ibanBody, offerStatusOf, startSellerApi, VALID_IBANS, type OfferFactory } from './support/seller';
import { newShopper } from './support/shopper';
import { moneyIn } from '../../api/mail/mail-money';

let api: TestApi;
let offers: OfferFactory;
const mail = new MailCatcher();

beforeAll(async () => ({ api, offers } = await startSellerApi(mail)));
afterAll(() => stopTestApi(api, mail));

const ops = (...args: string[]) => runOps(api, args);

const json = async (...args: string[]) => {
  const result = await ops(...args, '--json');
  return { code: result.code, body: JSON.parse(result.stdout) as Record<string, unknown> };
};

// Each ops call is a new Node process compiling TypeScript: ~1 s alone, several on a busy machine.
describe('npm run ops: offers and payouts', { timeout: 120_000 }, () => {
  it('offers:quote (new → offer, e-mail), only once; offers:reject only from new', async () => {
    const seller = await newShopper(api);
    const id = await offers.create(seller, { title: 'M4A4 | Howl', price: 900, currency: 'PLN' });
    expect(await ops('offers:list', '--status', 'new')).toMatchObject({ code: 0, stdout: expect.stringContaining(`#${id}  new  ${seller.email}  M4A4 | Howl (Field-Tested)  asks 900.00 PLN  our price -`) });

    expect(await json('offers:quote', String(id), '850.5')).toEqual({
      code: 0,
      body: { ok: true, command: 'offers:quote', offer_id: id, status: 'offer', service_price: 850.5, currency: 'PLN' },
    });
    const quote = await mail.waitFor(seller.email, (m) => m.subject === `Our price for M4A4 | Howl (offer #${id})`);
    // Money as the reader's language writes it (issue 45).
    expect(quote.body).toContain(`we offer ${moneyIn('en', '850.50 PLN')}`);
    expect(quote.body).toContain('https://shop.example.com/profile?tab=my-offers');
    expect(quote.body).not.toContain('http://localhost');
    expect((await seller.client.get('/api/offer/history')).body.payload[0]).toMatchObject({ status: 'offer', service_price: 850.5, currency: 'PLN' });

    expect(await json('offers:quote', String(id), '10')).toEqual({ code: 1, body: { ok: false, command: 'offers:quote', error: `Offer ${id} is offer, not new` } });
    expect((await ops('offers:reject', String(id))).stderr).toBe(`Offer ${id} is offer, not new`);
    for (const price of ['0', '1.234', 'abc', '1000000.01']) expect((await ops('offers:quote', String(id), price)).code, price).toBe(1);
    expect((await ops('offers:quote', String(id), '-1')).code).toBe(2);
    expect((await ops('offers:quote', '99999999', '10')).stderr).toBe('Offer 99999999 not found');
    expect((await ops('offers:quote', 'abc', '10')).code).toBe(1);

    const other = await offers.create(seller);
    expect(await json('offers:reject', String(other))).toEqual({ code: 0, body: { ok: true, command: 'offers:reject', offer_id: other, status: 'declined_by_service' } });
    await mail.waitFor(seller.email, (m) => m.subject === `Your offer #${other} for AK-47 | Redline`);
    expect((await ops('offers:reject', String(other))).code).toBe(1);
    expect(await offerStatusOf(api, other)).toBe('declined_by_service');
  });

  it('offers:receive only from approved; payouts:complete and payouts:fail only from payout_pending, once', async () => {
    const approved = await offers.offerIn('approved');
    const notYet = await offers.offerIn('offer');
    expect((await ops('offers:receive', String(notYet.id))).stderr).toBe(`Offer ${notYet.id} is offer, not approved`);
    expect(await ops('offers:receive', String(approved.id))).toEqual({ code: 0, stdout: `Offer ${approved.id} is now ready_for_payout`, stderr: '' });
    expect((await ops('offers:receive', String(approved.id))).code).toBe(1);
    expect((await ops('payouts:complete', String(approved.id))).stderr).toBe(`Offer ${approved.id} is ready_for_payout, not payout_pending`);

    const { seller } = approved;
    expect((await seller.client.post('/api/offer/request-payout/sepa-direct', ibanBody(approved.id, { account_number: VALID_IBANS.NL }))).status).toBe(200);
    expect(await json('payouts:complete', String(approved.id))).toEqual({
      code: 0,
      body: { ok: true, command: 'payouts:complete', offer_id: approved.id, status: 'paid', amount: 20, currency: 'EUR' },
    });
    await mail.waitFor(seller.email, (m) => m.subject === `Payout for offer #${approved.id} sent`);
    expect((await ops('payouts:complete', String(approved.id))).stderr).toBe(`Offer ${approved.id} is paid, not payout_pending`);
    expect((await ops('payouts:fail', String(approved.id), '--message', 'x')).code).toBe(1);

    const failing = await offers.offerIn('payout_pending');
    expect((await ops('payouts:fail', String(failing.id))).stderr).toBe('--message <text> is required');
    expect(await json('payouts:fail', String(failing.id), '--message', 'The bank returned the transfer: account closed')).toEqual({
      code: 0,
      body: { ok: true, command: 'payouts:fail', offer_id: failing.id, status: 'payout_failed', amount: 20, currency: 'EUR' },
    });
    const row = (await failing.seller.client.get('/api/offer/history')).body.payload[0];
    expect(row).toMatchObject({ status: 'payout_failed', payout: { method: 'iban', status: 'failed', message: 'The bank returned the transfer: account closed' } });
    const failMail = await mail.waitFor(failing.seller.email, (m) => m.subject === `Payout for offer #${failing.id} failed`);
    expect(failMail.body).toContain('account closed');
    expect((await ops('payouts:complete', String(failing.id))).code).toBe(1);
    await expectNoLedgerChange(api, seller.id);
    await expectNoLedgerChange(api, failing.seller.id);
  });

  it('offers:list filters by status; payouts:list shows the full IBAN (only there)', async () => {
    const pending = await offers.offerIn('payout_pending');
    const listed = await json('offers:list', '--status', 'payout_pending');
    expect(listed.code).toBe(0);
    expect((listed.body.offers as { id: number; status: string }[]).every((o) => o.status === 'payout_pending')).toBe(true);
    expect((listed.body.offers as { id: number }[]).map((o) => o.id)).toContain(pending.id);
    expect((await ops('offers:list', '--status', 'nope')).code).toBe(1);

    const payouts = await json('payouts:list');
    const mine = (payouts.body.payouts as Record<string, unknown>[]).find((p) => p.offer_id === pending.id);
    expect(mine).toMatchObject({ method: 'iban', status: 'pending', amount: 20, currency: 'EUR', iban: VALID_IBANS.DE, masked_iban: 'DE89 **** 3000', first_name: 'Erika', email: pending.seller.email });
    expect((await ops('payouts:list')).stdout).toContain(`offer #${pending.id}  pending  20.00 EUR  ${pending.seller.email}  IBAN ${VALID_IBANS.DE} (Erika Mustermann)`);
    expect(JSON.stringify((await pending.seller.client.get('/api/offer/history')).body)).not.toContain(VALID_IBANS.DE);
  });

  it('prints control characters in customers\' text as visible escapes, never to the terminal', async () => {
    const seller = await newShopper(api);
    const id = await offers.create(seller, { title: 'AK-47 | Redline', price: 10, currency: 'EUR' });
    // The API refuses such a title today; a row from before that rule still reaches the operator.
    const hostile = 'AK\u001b[2J\u001b[H\r\n#1  paid  boss@shop.example  fake row\u009b31m';
    await api.db.updateTable('offers').set({ title: hostile }).where('id', '=', id).execute();
    const text = await ops('offers:list', '--status', 'new');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`#${id}  new  ${seller.email}  AK\\x1b[2J\\x1b[H\\x0d\\x0a#1  paid  boss@shop.example  fake row\\x9b31m (Field-Tested)`);
    expect(hasControlCharacter(text.stdout.replaceAll('\n', ''))).toBe(false);
    const listed = await ops('offers:list', '--status', 'new', '--json');
    expect(hasControlCharacter(listed.stdout)).toBe(false);
    expect((JSON.parse(listed.stdout) as { offers: { id: number; title: string }[] }).offers.find((o) => o.id === id)?.title).toBe(hostile);
  });

  it('usage errors exit 2', async () => {
    expect((await ops('offers:quote', '1')).code).toBe(2);
    expect((await ops('payouts:list', 'extra')).code).toBe(2);
    expect((await ops('offers:nope')).code).toBe(2);
  });
});
