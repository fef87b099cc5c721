// Debian's Chromium driven over its DevTools pipe with no inspector on the page, as a phone runs a page.
// Playwright enables the page's Runtime domain (for its console and evaluation), and so does Lighthouse;
// with it on, V8 records a detailed stack trace, source positions included, for every Error the page
// creates. React DOM creates five at its module's start, inside its 200 KB CommonJS wrapper, so V8
// re-parses that function for its positions: 30-40 ms of a main-thread task at 4x that no customer's
// browser runs (tests/bench/long-tasks.ts measures both ways). Here the page's Page and Emulation
// domains are used and Runtime only to evaluate (which does not turn that recording on).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

export interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

export interface BareChromium {
  /** A DevTools command, to the browser or (with sessionId) to a page attached with flatten: true. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Every event the browser sends; returns the unsubscribe. */
  onEvent(listener: (message: CdpMessage) => void): () => void;
  close(): Promise<void>;
}

export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'));
  // fd 3 carries commands in, fd 4 their answers and events out, each message ended by a NUL byte.
  const browser = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const commands = browser.stdio[3] as Writable;
  const answers = browser.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Set<(message: CdpMessage) => void>();
  let nextId = 0;
  let buffered = '';
  answers.setEncoding('utf8');
  answers.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part) as CdpMessage;
      const call = message.id === undefined ? undefined : pending.get(message.id);
      if (call) {
        pending.delete(message.id!);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result as never);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  void exited.then(() => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited`));
    pending.clear();
  });
  const send = <T,>(method: string, params: Record<string, unknown> = {}, sessionId?: string) => {
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject, method });
      commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  };
  return {
    send,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      // Asked to close, Chromium ends its helper processes too; killed, they may still write the profile.
      const asked = send('Browser.close').catch(() => browser.kill());
      const killed = setTimeout(() => browser.kill('SIGKILL'), 5_000);
      await Promise.all([asked, exited]);
      clearTimeout(killed);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
