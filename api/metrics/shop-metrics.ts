import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { jobQueueFigures, type JobQueueFigures } from '../jobs/jobs.repository';
import { sharedReads } from '../lib/shared-reads';
import type { PaymentWebhookMetrics } from '../payments/payment-webhooks.routes';
import { allBotStates, type BotState } from '../trade/bot-states.repository';
import { depositsByStatus, payoutsByStatus, stuckWorkByState, tradeOffersByState, type StateCount } from './metrics.repository';
import type { CountSteamRequest } from './steam-requests';
import type { TradeBot } from '../trade/trade-bot';

/** How long a scrape waits for the database's figures before it answers without them. */
export const METRICS_DATABASE_MS = 2000;
/** The route label of a request no route matched (a 404): one label, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';
const PREFIX = 'shop_';

export interface ShopMetricsOptions {
  db: Kysely<Database>;
  /** Streams the change feed holds open in this process (the one-process shop's gateway), when there is a feed. */
  openStreams?: () => number | undefined;
  /** Tests shorten the database bound. */
  databaseMs?: number;
}

export interface ShopMetrics {
  /** This app's own registry (never prom-client's global one: tests build several apps in one process). */
  readonly registry: Registry;
  readonly paymentWebhooks: PaymentWebhookMetrics;
  /** The trade bots' side: each call to Steam counted, and which bots this process runs (their sessions are reported). */
  readonly steam: SteamMetrics;
  observeRequest(request: { method: string; route: string | undefined; statusCode: number; seconds: number }): void;
  /** The exposition text, with the database's figures read now (or left out, and an error counted, if they do not come in time). */
  scrape(): Promise<string>;
}

export interface SteamMetrics {
  count: CountSteamRequest;
  botsRunning(names: readonly string[]): void;
  /** The bots whose refresh tokens' days left are reported (those that sign in with one). */
  watchRefreshTokens(bots: ReadonlyMap<string, Pick<TradeBot, 'refreshTokenEndsAt'>>): void;
}

/** A bot's session is up when it is neither paused nor failing (its last call to Steam did not end in an error). */
const sessionUp = (state: BotState | undefined) => state?.paused_at == null && state?.last_error == null;

interface DatabaseFigures {
  jobs: JobQueueFigures;
  tradeOffers: StateCount[];
  deposits: StateCount[];
  payouts: StateCount[];
  stuckWork: (StateCount & { kind: string })[];
  bots: Map<string, BotState>;
}

/** Issue 44's Prometheus figures of one shop process. */
export function createShopMetrics({ db, openStreams, databaseMs = METRICS_DATABASE_MS }: ShopMetricsOptions): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by route pattern and status code.', labelNames: ['method', 'route', 'status_code'], registers });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its answer, by route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const webhooksReceived = new Counter({ name: `${PREFIX}payment_webhooks_received_total`, help: 'Payment provider webhooks received (before their signature is checked).', labelNames: ['provider'], registers });
  const webhooksRefused = new Counter({ name: `${PREFIX}payment_webhooks_refused_total`, help: 'Payment provider webhooks refused: a bad, missing or stale signature.', labelNames: ['provider'], registers });
  const scrapeErrors = new Counter({ name: `${PREFIX}metrics_scrape_errors_total`, help: 'Scrapes answered without the database figures (the database failed or did not answer in time).', registers });
  const jobsWaiting = new Gauge({ name: `${PREFIX}jobs_waiting`, help: 'Jobs due and not yet taken by a worker, by kind.', labelNames: ['kind'], registers });
  const jobsOldest = new Gauge({ name: `${PREFIX}jobs_oldest_waiting_seconds`, help: 'Seconds the oldest due job of each kind has been waiting for a worker.', labelNames: ['kind'], registers });
  const jobsFailed = new Gauge({ name: `${PREFIX}jobs_failed`, help: 'Jobs given up after their last attempt (kept until JOBS_KEEP_DAYS), by kind.', labelNames: ['kind'], registers });
  const tradeOffers = new Gauge({ name: `${PREFIX}trade_offers`, help: 'Delivery trade offers by state.', labelNames: ['state'], registers });
  const deposits = new Gauge({ name: `${PREFIX}deposits`, help: 'Deposits (top-ups) by status.', labelNames: ['status'], registers });
  const payouts = new Gauge({ name: `${PREFIX}payouts`, help: 'Payouts to sellers by status.', labelNames: ['status'], registers });
  const stuckWork = new Gauge({
    name: `${PREFIX}stuck_work`,
    help: 'Deliveries and sell trades the sweeper found with no live job: requeued (state requeued) or given to a person (needs_person), by kind.',
    labelNames: ['kind', 'state'],
    registers,
  });
  const steamRequests = new Counter({
    name: `${PREFIX}steam_requests_total`,
    help: "Calls the trade bots made to Steam, by bot, kind (inventory, send, offer, cancel, trade) and outcome (ok, rate_limited for Steam's 429, busy, pending, refused, unavailable for the bot's own hold, error).",
    labelNames: ['bot', 'kind', 'outcome'],
    registers,
  });
  const botSessionUp = new Gauge({ name: `${PREFIX}bot_session_up`, help: 'Each trade bot of this process: 1 when it is neither paused nor failing, else 0.', labelNames: ['bot'], registers });
  let runningBots: readonly string[] = [];
  let tokenBots: ReadonlyMap<string, Pick<TradeBot, 'refreshTokenEndsAt'>> = new Map();
  new Gauge({
    name: `${PREFIX}bot_refresh_token_days_left`,
    help: 'Days until the refresh token each Steam bot signs in with ends (renewed from 30 days before; at 0 the bot is paused until logged in again).',
    labelNames: ['bot'],
    registers,
    collect() {
      this.reset();
      const now = Date.now() / 1000;
      for (const [bot, tokens] of tokenBots) {
        const endsAt = tokens.refreshTokenEndsAt?.();
        if (endsAt != null) this.set({ bot }, Math.max(0, Math.round(((endsAt - now) / 86400) * 10) / 10));
      }
    },
  });
  const databaseGauges = [jobsWaiting, jobsOldest, jobsFailed, tradeOffers, deposits, payouts, stuckWork, botSessionUp];
  if (openStreams) {
    new Gauge({
      name: `${PREFIX}change_feed_streams`,
      help: 'Account change streams (GraphQL accountChanged) open in this process.',
      registers,
      collect() {
        this.set(openStreams() ?? 0);
      },
    });
  }

  // Scrapes at once share one read, so a slow database holds one connection however often it is asked.
  const readFigures = sharedReads(
    async (): Promise<DatabaseFigures> => ({
      jobs: await jobQueueFigures(db, Date.now()),
      tradeOffers: await tradeOffersByState(db),
      deposits: await depositsByStatus(db),
      payouts: await payoutsByStatus(db),
      stuckWork: await stuckWorkByState(db),
      bots: await allBotStates(db),
    }),
  );

  return {
    registry,
    paymentWebhooks: {
      received: (provider) => webhooksReceived.inc({ provider }),
      refused: (provider) => webhooksRefused.inc({ provider }),
    },
    steam: {
      count: (labels) => steamRequests.inc(labels),
      botsRunning: (names) => {
        runningBots = names;
      },
      watchRefreshTokens: (bots) => {
        tokenBots = bots;
      },
    },
    observeRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE };
      requests.inc({ ...labels, status_code: String(statusCode) });
      durations.observe(labels, seconds);
    },
    async scrape() {
      const figures = await withinMs(readFigures(), databaseMs);
      for (const gauge of databaseGauges) gauge.reset();
      if (figures === undefined) {
        scrapeErrors.inc();
      } else {
        const now = Date.now();
        for (const { kind, count, oldestDueAt } of figures.jobs.waiting) {
          jobsWaiting.set({ kind }, count);
          jobsOldest.set({ kind }, Math.max(0, (now - oldestDueAt) / 1000));
        }
        for (const { kind, count } of figures.jobs.failed) jobsFailed.set({ kind }, count);
        for (const { state, count } of figures.tradeOffers) tradeOffers.set({ state }, count);
        for (const { state, count } of figures.deposits) deposits.set({ status: state }, count);
        for (const { state, count } of figures.payouts) payouts.set({ status: state }, count);
        for (const { kind, state, count } of figures.stuckWork) stuckWork.set({ kind, state }, count);
        for (const bot of runningBots) botSessionUp.set({ bot }, sessionUp(figures.bots.get(bot)) ? 1 : 0);
      }
      return registry.metrics();
    },
  };
}

/** The read's answer, or undefined if it fails or takes longer than `ms` (it is left to finish on its own). */
function withinMs<T>(read: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  return Promise.race([read.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
