import type { Kysely } from 'kysely';
import { addLedgerEntry, ledgerSum } from '../accounts/balance.repository';
import type { Database } from '../db/database';
import { markItemsAvailable } from '../catalogue/items.repository';
import { findOrder, orderLines, setOrderStatus } from './orders.repository';
import { lockCatalogue, lockUser } from '../db/locks.repository';
import { writeTransaction } from '../db/transaction';
import { acceptManualOffersOfOrder, bumpOrderVersion, cancelTradeOffer, tradeOfferLines, tradeOffersOfOrders } from '../deliveries/trade-offers.repository';
import { findUserByEmail } from '../accounts/users.repository';
import { fromWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import type { Actor } from '../admin/actor';
import { appendAudit } from '../admin/audit.repository';

export const LEDGER_REFUND = 'refund';
export const LEDGER_CREDIT = 'credit';
/** The largest single credit, in EUR cents (a typo guard, not a business rule). */
export const MAX_CREDIT_CENTS = 100_000_000;

/** A refused operator command: the CLI prints the message and exits non-zero. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

/** An id typed on the command line (`what` names it in the refusal). */
export function positiveIdOf(text: string, what = 'Order id'): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new OpsError(`${what} must be a positive whole number (got "${text}")`);
  return Number(text);
}

/** Bots deliver, refund and end their own offers (deliveries:* commands); these commands are for a person's deliveries. */
async function refuseBotDeliveries(tx: Kysely<Database>, orderId: number): Promise<void> {
  const botOffer = (await tradeOffersOfOrders(tx, [orderId])).find((offer) => ['queued', 'sent', 'escrow'].includes(offer.state));
  if (botOffer) throw new OpsError(`Order ${orderId} is being delivered by bot ${botOffer.bot_name} (offer ${botOffer.state}): use deliveries:resend or deliveries:cancel`);
}

/** What the operator does to orders and balances (`npm run ops`), over the same database rules as the API. */
export function createOrdersOpsService(db: Kysely<Database>) {
  return {
    /** processing → success: a person traded the items no bot holds (a `manual` delivery) to the buyer. */
    async deliver(idText: string, actor?: Actor, reason = 'delivered by hand by the operator') {
      const id = positiveIdOf(idText);
      return writeTransaction(db, async (tx) => {
        const order = await findOrder(tx, id);
        if (!order) throw new OpsError(`Order ${id} not found`);
        const now = nowSeconds();
        await refuseBotDeliveries(tx, id);
        if (!(await setOrderStatus(tx, id, 'processing', 'success', now))) {
          throw new OpsError(`Order ${id} is ${order.status}, not processing`);
        }
        await acceptManualOffersOfOrder(tx, id, now);
        await bumpOrderVersion(tx, id, now);
        if (actor) await appendAudit(tx, actor, { action: 'order.deliver', entity: 'order', entityId: id, reason, before: { status: 'processing' }, after: { status: 'success' } }, now);
        return { order_id: id, status: 'success' as const };
      });
    },

    /** processing → error: refunds the total through a ledger row and puts the items back on sale, in one transaction. */
    async fail(idText: string, actor?: Actor, reason = 'failed by the operator') {
      const id = positiveIdOf(idText);
      return writeTransaction(db, async (tx) => {
        const order = await findOrder(tx, id);
        if (!order) throw new OpsError(`Order ${id} not found`);
        await lockUser(tx, order.user_id);
        const now = nowSeconds();
        await refuseBotDeliveries(tx, id);
        if (!(await setOrderStatus(tx, id, 'processing', 'error', now))) {
          const current = await findOrder(tx, id);
          throw new OpsError(`Order ${id} is ${current?.status ?? order.status}, not processing`);
        }
        // The whole total comes back below; each offer records the share of it that was its lines'.
        for (const offer of await tradeOffersOfOrders(tx, [id])) {
          if (offer.state !== 'manual' && offer.state !== 'paused') continue;
          const refunded = (await tradeOfferLines(tx, offer.id)).reduce((sum, line) => sum + Number(line.price_cents), 0);
          await cancelTradeOffer(tx, offer.id, refunded, 'failed by the operator', now);
        }
        await bumpOrderVersion(tx, id, now);
        const refund = Number(order.total_cents);
        if (refund > 0) await addLedgerEntry(tx, { userId: order.user_id, amount: refund, kind: LEDGER_REFUND, reference: String(id), now });
        await lockCatalogue(tx);
        const lines = await orderLines(tx, id);
        await markItemsAvailable(tx, lines.map((line) => line.item_id).sort((a, b) => a - b));
        const result = { order_id: id, status: 'error' as const, refunded_cents: refund, items_returned: lines.length, balance_cents: await ledgerSum(tx, order.user_id) };
        if (actor) {
          const after = { status: 'error', refunded_cents: refund, items_returned: lines.length, balance_cents: result.balance_cents };
          await appendAudit(tx, actor, { action: 'order.fail', entity: 'order', entityId: id, reason, before: { status: 'processing' }, after }, now);
        }
        return result;
      });
    },

    /** Credits a balance (EUR, major units) through a ledger row with the reason as its reference, and the actor's audit row. */
    async credit(email: string, amountText: string, reason: string | undefined, actor?: Actor) {
      if (!reason || reason.trim() === '') throw new OpsError('--reason <text> is required');
      const amount = /^\d+(\.\d{1,2})?$/.test(amountText.trim()) ? fromWireAmount(Number(amountText)) : undefined;
      if (amount === undefined || amount <= 0 || amount > MAX_CREDIT_CENTS) {
        throw new OpsError(`Amount must be a positive EUR amount with at most 2 decimals, up to ${MAX_CREDIT_CENTS / 100} (got "${amountText}")`);
      }
      const user = await findUserByEmail(db, email.trim());
      if (!user) throw new OpsError(`No user with e-mail ${email}`);
      return writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        const before = await ledgerSum(tx, user.id);
        await addLedgerEntry(tx, { userId: user.id, amount, kind: LEDGER_CREDIT, reference: reason.trim(), now });
        const balance = await ledgerSum(tx, user.id);
        if (actor) {
          const audit = { action: 'balance.credit', entity: 'user', entityId: user.id, reason: reason.trim(), before: { balance_cents: before }, after: { balance_cents: balance, amount_cents: amount } };
          await appendAudit(tx, actor, audit, now);
        }
        return { user_id: user.id, email: user.email, credited_cents: amount, balance_cents: balance };
      });
    },
  };
}
