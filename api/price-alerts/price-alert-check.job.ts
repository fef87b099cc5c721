import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { catalogueVersion } from '../catalogue/items.repository';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import type { JobHandler } from '../jobs/job-worker';
import { deleteDoneJobs, hasQueuedJob, insertJob } from '../jobs/jobs.repository';
import { formatMinor, toDisplayMinor } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { queueEmail } from '../mail/email.job';
import { findUserById } from '../accounts/users.repository';
import { announceChange } from '../changes/account-changes.repository';
import { findCurrencyRate } from '../reference-data/currencies.repository';
import { armedAlertsPage, cheapestCopies, claimAlert, findAlert, type CheapestCopy, type PriceAlertRow } from './price-alerts.repository';

export const PRICE_ALERT_CHECK_JOB = 'price-alerts.check';

interface CheckPayload {
  /** One alert just saved; left out by the periodic check, which looks at every armed alert. */
  alertId?: number;
  /** The periodic check queues its next run, carrying the catalogue version it last checked against. */
  repeat?: boolean;
  version?: number;
}

const PAGE = 500;

/** Queues a check of one alert in the caller's transaction (its save). */
export const queueAlertCheck = (tx: Tx, alertId: number) => insertJob(tx, PRICE_ALERT_CHECK_JOB, { alertId } satisfies CheckPayload, Date.now());

export interface PriceAlertCheckOptions {
  db: Kysely<Database>;
  publicUrl: string;
  checkSeconds: number;
  log: FastifyBaseLogger;
  /** Wakes the job worker after alerts queued their e-mails. */
  nudge: () => void;
}

/**
 * The wishlist's trigger. Every change of `items` (a listing by stock sync, ops or seed, a repricing, an
 * item back on sale) bumps `catalogue_version`; the periodic check reads it every PRICE_ALERT_CHECK_SECONDS
 * and, when it moved, compares every armed alert with the cheapest copy on sale of its name. Reading the
 * version in the database (not an event in this process) lets it see changes from `npm run ops` and from
 * every process on one PostgreSQL. An alert at or below its target is claimed by a conditional update in
 * the transaction that queues its e-mail, so it is e-mailed once even when two workers check at once.
 */
export function priceAlertCheckJobHandler(options: PriceAlertCheckOptions): JobHandler {
  const { db, log } = options;

  async function notifyIfMet(alert: PriceAlertRow, cheapest: CheapestCopy | undefined): Promise<boolean> {
    if (!cheapest || cheapest.priceCents > alert.target_cents) return false;
    // Saved again after its e-mail: only a real change is news (another copy, or this one cheaper).
    if (cheapest.itemId === alert.notified_item_id && alert.notified_cents !== null && cheapest.priceCents >= alert.notified_cents) return false;
    const currency = await findCurrencyRate(db, alert.currency);
    const shown = currency ?? { code: 'EUR', value: 1 };
    return writeTransaction(db, async (tx) => {
      const user = await findUserById(tx, alert.user_id);
      // No e-mail to an address nobody confirmed (issue 41): the alert waits, armed, until it is confirmed.
      if (user?.email && user.email_verified_at === null) return false;
      if (!(await claimAlert(tx, alert, cheapest, nowSeconds()))) return false;
      await announceChange(tx, 'PRICE_ALERT', alert.user_id, alert.id);
      if (!user?.email) return true; // a Steam-only account: nothing to send, the alert is spent all the same
      await queueEmail(tx, {
        to: user.email,
        template: 'price-alert',
        langId: alert.lang_id,
        params: {
          title: alert.title,
          price: formatMinor(toDisplayMinor(cheapest.priceCents, shown.value), shown.code),
          targetPrice: formatMinor(toDisplayMinor(alert.target_cents, shown.value), shown.code),
          link: `${options.publicUrl}/product/${cheapest.itemId}`,
        },
      });
      return true;
    });
  }

  async function checkAlerts(alerts: PriceAlertRow[]): Promise<number> {
    const cheapest = await cheapestCopies(db, alerts.map((alert) => alert.title));
    let notified = 0;
    for (const alert of alerts) if (await notifyIfMet(alert, cheapest.get(alert.title))) notified += 1;
    return notified;
  }

  async function checkEveryArmedAlert(): Promise<number> {
    let notified = 0;
    for (let afterId = 0; ; ) {
      const page = await armedAlertsPage(db, afterId, PAGE);
      notified += await checkAlerts(page);
      if (page.length < PAGE) return notified;
      afterId = page[page.length - 1]!.id;
    }
  }

  return async (raw) => {
    const payload = raw as CheckPayload;
    if (payload.alertId !== undefined) {
      const alert = await findAlert(db, payload.alertId);
      if (alert && alert.notified_at === null && (await checkAlerts([alert])) > 0) options.nudge();
      return;
    }
    let version = payload.version;
    try {
      // Read before the alerts and items: a change made while this runs moves the version again for the next run.
      const current = await catalogueVersion(db);
      if (current !== version) {
        const notified = await checkEveryArmedAlert();
        version = current;
        if (notified > 0) {
          log.info({ notified }, 'price alerts met: e-mails queued');
          options.nudge();
        }
      }
    } catch (error) {
      // The next run tries again (from the version this one could not finish); a retry of this job would start a second chain.
      log.error({ err: error }, 'price alert check failed');
    }
    if (payload.repeat) await writeTransaction(db, (tx) => queuePeriodicCheck(tx, version, Date.now() + options.checkSeconds * 1000));
  };
}

/** Queues the next periodic check; the finished checks' rows go (one every few seconds would pile up in `jobs`). */
async function queuePeriodicCheck(tx: Tx, version: number | undefined, runAt: number): Promise<void> {
  await deleteDoneJobs(tx, PRICE_ALERT_CHECK_JOB);
  await insertJob(tx, PRICE_ALERT_CHECK_JOB, { repeat: true, version } satisfies CheckPayload, runAt);
}

/** Starts the periodic check unless one is already queued (by this or another shop process). */
export async function schedulePriceAlertCheck(db: Kysely<Database>): Promise<void> {
  await writeTransaction(db, async (tx) => {
    if (!(await hasQueuedJob(tx, PRICE_ALERT_CHECK_JOB, '%"repeat":true%'))) await queuePeriodicCheck(tx, undefined, Date.now());
  });
}
