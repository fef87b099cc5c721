// wrk (C, Debian's package `wrk`) as a second load generator, for answers too big for autocannon:
// autocannon parses every byte in JavaScript and takes in ~75 MB/s on these cores whoever sends them,
// so a 160 KB script measures the load generator, not the server. wrk takes in gigabytes a second.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CONNECTIONS, SECONDS, type BenchRow } from './load';

const run = promisify(execFile);

/** Whether `wrk` is on the PATH (the bench leaves its rows out, saying so, when it is not). */
export async function hasWrk(): Promise<boolean> {
  // wrk --version prints its version and exits 1: only a missing program says no.
  return run('wrk', ['--version']).then(
    () => true,
    (error: { code?: unknown }) => error.code !== 'ENOENT',
  );
}

const milliseconds = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

/** wrk's report as a bench row: its Requests/sec, its latency distribution's 50% and 99%, what failed, and bytes an answer. */
function parseWrkReport(label: string, report: string): BenchRow {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report)?.[1];
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(report);
    if (!match) throw new Error(`no ${percent}% latency in wrk's report:\n${report}`);
    return Math.round(milliseconds(match[1]!, match[2]!));
  };
  if (rps === undefined) throw new Error(`no Requests/sec in wrk's report:\n${report}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(report)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report)?.slice(1).map(Number) ?? [];
  const transfer = /Transfer\/sec:\s+([\d.]+)([KMG]?B)/.exec(report);
  const bytesPerSecond = transfer ? Number(transfer[1]) * 1024 ** ['B', 'KB', 'MB', 'GB'].indexOf(transfer[2]!) : 0;
  return {
    label,
    rps: Number(rps),
    p50: latency('50'),
    p99: latency('99'),
    failed: non2xx + socketErrors.reduce((sum, count) => sum + count, 0),
    bytesPerAnswer: Number(rps) > 0 && bytesPerSecond > 0 ? bytesPerSecond / Number(rps) : undefined,
  };
}

/** A short warm-up, then SECONDS of wrk at CONNECTIONS connections on one thread (as autocannon runs). */
export async function wrkLoad(label: string, url: string, headers: Record<string, string> = {}): Promise<BenchRow> {
  const args = (seconds: number) => ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  await run('wrk', args(1));
  const { stdout } = await run('wrk', args(SECONDS));
  return parseWrkReport(label, stdout);
}

/**
 * A path that is new with every request: wrk asks `${prefix}${price}`, the price going up by a cent a
 * request from `first` (in cents above 1.00), as the autocannon rows' setupRequest does. The warm-up
 * asks other prices than the measured run, so that no answer of the warm-up is reused.
 */
export interface NewPaths {
  prefix: string;
  first: number;
}

const NEW_PATHS_SCRIPT = `
local counter = 0
local prefix = ""
function init(args)
  prefix = args[1]
  counter = tonumber(args[2])
end
function request()
  counter = counter + 1
  return wrk.format(nil, string.format("%s%.2f", prefix, 1 + (counter % 100000) / 100))
end
`;

let scriptFile: string | undefined;

/** wrkLoad with a new path each request (one thread: one counter), relative to `origin`. */
export async function wrkLoadNewPaths(label: string, origin: string, paths: NewPaths, headers: Record<string, string> = {}): Promise<BenchRow> {
  scriptFile ??= join(mkdtempSync(join(tmpdir(), 'bench-wrk-')), 'new-paths.lua');
  writeFileSync(scriptFile, NEW_PATHS_SCRIPT);
  const args = (seconds: number, first: number) => [
    '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', scriptFile!,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    origin, '--', paths.prefix, String(first),
  ];
  // The warm-up half the range away from the measured run.
  await run('wrk', args(1, paths.first + 50_000));
  const { stdout } = await run('wrk', args(SECONDS, paths.first));
  return parseWrkReport(label, stdout);
}
