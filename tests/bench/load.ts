import autocannon from 'autocannon';

export const CONNECTIONS = 32;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** One line of the bench table. `share` is the fraction of the ceiling's req/s (when there is one): the first row's, unless the row says. */
export interface BenchRow {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  share?: number;
  note?: string;
  /** Bytes each answer carried, headers included, as the load generator counted them (autocannon or wrk). */
  bytesPerAnswer?: number;
}

/** A short warm-up, then `seconds` (default SECONDS) of load at `CONNECTIONS` connections. */
export async function load(label: string, options: autocannon.Options, seconds = SECONDS): Promise<BenchRow> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    bytesPerAnswer: result.requests.average > 0 ? result.throughput.average / result.requests.average : undefined,
  };
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** The rows as a Markdown table (pasted into the README as is). */
export function formatTable(rows: BenchRow[]): string {
  const lines = [
    '| shape | req/s | p50 | p99 | share of ceiling | |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const share = row.share === undefined ? '' : `${(row.share * 100).toFixed(row.share < 0.01 ? 1 : 0)}%`;
      const notes = [row.note, row.failed ? `${row.failed} failed` : undefined].filter(Boolean).join('; ');
      return `| ${row.label} | ${number(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${share} | ${notes} |`;
    }),
  ];
  return lines.join('\n');
}
