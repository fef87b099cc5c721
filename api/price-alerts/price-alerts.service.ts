import { transact, type ServiceContext } from '../lib/service-context';
import type { UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { toWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { lockUser } from '../db/locks.repository';
import { announceChange } from '../changes/account-changes.repository';
import type { Currency } from '../reference-data/currencies.service';
import { MAX_PRICE_ALERTS, type PriceAlertAnswer } from '../../contract/price-alerts.contract';
import { ALERT_ITEM_NOT_FOUND, ALERT_NOT_FOUND, TOO_MANY_ALERTS, targetCentsOf } from './price-alert-rules';
import { queueAlertCheck } from './price-alert-check.job';
import {
  cheapestCopies,
  countAlertsOfUser,
  deleteAlertOfUser,
  findAlert,
  findAlertOfUserByTitle,
  findItemName,
  insertAlert,
  listAlertsOfUser,
  rearmAlert,
  type CheapestCopy,
  type PriceAlertRow,
} from './price-alerts.repository';

const answerOf = (row: PriceAlertRow, cheapest: CheapestCopy | undefined, currency: Currency): PriceAlertAnswer => ({
  id: row.id,
  title: row.title,
  category: row.category,
  target_price: toWireAmount(row.target_cents, currency.value),
  currency: currency.code,
  lowest_price: cheapest ? toWireAmount(cheapest.priceCents, currency.value) : null,
  lowest_item_id: cheapest?.itemId ?? null,
  created_at: row.created_at,
  notified_at: row.notified_at,
});

/** The wishlist (issue 27): a customer's price alerts, one per market name. */
export function createPriceAlertsService(context: ServiceContext) {
  const { db, currencies } = context;

  return {
    async list(user: UserRow, currencyCode: string | undefined): Promise<PriceAlertAnswer[]> {
      const currency = await currencies.resolve(currencyCode);
      const rows = await listAlertsOfUser(db, user.id);
      const cheapest = await cheapestCopies(db, rows.map((row) => row.title));
      return rows.map((row) => answerOf(row, cheapest.get(row.title), currency));
    },

    /** Watches the item's market name at the target; saving a watched name again sets the new target and arms it. */
    async save(user: UserRow, body: { item_id: number; target_price?: unknown; currency?: string; lang_id?: number }): Promise<PriceAlertAnswer> {
      const currency = await currencies.resolve(body.currency);
      const targetCents = targetCentsOf(body.target_price, currency);
      const item = await findItemName(db, body.item_id);
      if (!item) throw notFound(ALERT_ITEM_NOT_FOUND);
      const langId = body.lang_id ?? user.lang_id;
      const id = await transact(context, async (tx) => {
        await lockUser(tx, user.id);
        const armedAt = Date.now();
        const existing = await findAlertOfUserByTitle(tx, user.id, item.title);
        let alertId: number;
        if (existing) {
          await rearmAlert(tx, existing.id, { target_cents: targetCents, currency: currency.code, lang_id: langId, armed_at: armedAt });
          alertId = existing.id;
        } else {
          if ((await countAlertsOfUser(tx, user.id)) >= MAX_PRICE_ALERTS) throw new ApiError('VALIDATION_FAILED', TOO_MANY_ALERTS);
          alertId = await insertAlert(tx, {
            user_id: user.id,
            title: item.title,
            category: item.category,
            target_cents: targetCents,
            currency: currency.code,
            lang_id: langId,
            created_at: nowSeconds(),
            armed_at: armedAt,
            notified_at: null,
          });
        }
        // A copy may already be listed at the target: the check looks at once instead of at the next change.
        await queueAlertCheck(tx, alertId);
        await announceChange(tx, 'PRICE_ALERT', user.id, alertId);
        return alertId;
      });
      const row = (await findAlert(db, id))!;
      return answerOf(row, (await cheapestCopies(db, [row.title])).get(row.title), currency);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      await transact(context, async (tx) => {
        if (!(await deleteAlertOfUser(tx, user.id, id))) throw notFound(ALERT_NOT_FOUND);
        await announceChange(tx, 'PRICE_ALERT', user.id, id);
      });
    },
  };
}

export type PriceAlertsService = ReturnType<typeof createPriceAlertsService>;
