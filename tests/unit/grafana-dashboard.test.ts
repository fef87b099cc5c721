// The Grafana dashboard in ops/grafana (issue 44) asks only for what the shop's GET /metrics exposes,
// and shows each family the README's "Running in production" section names.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../api/api-harness';

interface Target {
  expr: string;
  datasource: { type: string; uid: string };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Target[];
  panels?: Panel[];
}
interface Dashboard {
  templating: { list: { name: string; type: string; query: string }[] };
  panels: Panel[];
}

const dashboard = JSON.parse(readFileSync(new URL('../../ops/grafana/shop-dashboard.json', import.meta.url), 'utf8')) as Dashboard;
const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const queries = panels.flatMap((panel) => panel.targets ?? []);

// PromQL's own words in the dashboard's queries; every other identifier left once label matchers,
// grouping lists and ranges are removed is a metric name.
const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'by', 'rate', 'increase', 'histogram_quantile', 'clamp_min']);
const metricNamesOf = (expr: string) =>
  expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\bby\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .match(/(?<![\w.])[a-zA-Z_:][a-zA-Z0-9_:]*/g)
    ?.filter((word) => !PROMQL_WORDS.has(word)) ?? [];

/** Each name a scrape can hold: a family, and a histogram's or summary's series. */
function exposedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

let api: TestApi;
let exposed: Set<string>;
beforeAll(async () => {
  api = await startTestApi({ items: 1 });
  const scrape = await api.get('/metrics');
  expect(scrape.status).toBe(200);
  exposed = exposedNames(String(scrape.body));
}, 60_000);
afterAll(() => api?.close());

describe('ops/grafana/shop-dashboard.json', () => {
  it('queries the Prometheus data source chosen in its datasource variable', () => {
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }));
    expect(queries.length).toBeGreaterThan(10);
    for (const panel of panels.filter((p) => p.type !== 'row')) expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
    for (const query of queries) expect(query.datasource, query.expr).toEqual({ type: 'prometheus', uid: '${datasource}' });
  });

  it('uses only metric names the shop exposes at GET /metrics', () => {
    expect(exposed.has('shop_http_request_duration_seconds_bucket')).toBe(true);
    for (const query of queries) {
      const names = metricNamesOf(query.expr);
      expect(names.length, query.expr).toBeGreaterThan(0);
      for (const name of names) expect(exposed.has(name), `${name} in ${query.expr}`).toBe(true);
    }
  });

  it('shows every family the README names for production', () => {
    const used = new Set(queries.flatMap((query) => metricNamesOf(query.expr)));
    const named = [
      'shop_http_requests_total',
      'shop_http_request_duration_seconds_bucket',
      'shop_jobs_waiting',
      'shop_jobs_oldest_waiting_seconds',
      'shop_jobs_failed',
      'shop_trade_offers',
      'shop_deposits',
      'shop_payouts',
      'shop_payment_webhooks_received_total',
      'shop_payment_webhooks_refused_total',
      'shop_stuck_work',
      'shop_steam_requests_total',
      'shop_bot_session_up',
      'shop_metrics_scrape_errors_total',
      'shop_nodejs_eventloop_lag_p99_seconds',
      'shop_process_resident_memory_bytes',
    ];
    expect(named.filter((name) => !used.has(name))).toEqual([]);
    expect(queries.some((query) => query.expr.includes('shop_steam_requests_total{outcome="rate_limited"}'))).toBe(true);
  });
});
