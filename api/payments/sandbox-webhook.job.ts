import type { Tx } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload, type SandboxEvent } from './sandbox.provider';

export const SANDBOX_WEBHOOK_JOB = 'sandbox-webhook';

const DELIVERY_TIMEOUT_MS = 10_000;

/** Queues the sandbox's webhook for `event`, due `delayMs` from now (the sandbox "settles" the payment). */
export function queueSandboxWebhook(tx: Tx, event: SandboxEvent, delayMs: number): Promise<number> {
  return insertJob(tx, SANDBOX_WEBHOOK_JOB, { event }, Date.now() + delayMs);
}

/**
 * Delivers a sandbox event to the shop's webhook route over HTTP, exactly as a remote provider would:
 * signed at sending time, and anything but a 2xx answer fails the job, which retries with backoff.
 */
export function sandboxWebhookJobHandler(options: { secret: string; url: () => string }): JobHandler {
  return async (raw) => {
    const { event } = raw as { event: SandboxEvent };
    const body = JSON.stringify(event);
    const response = await fetch(options.url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(options.secret, body) },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
