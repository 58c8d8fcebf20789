/**
 * The sender (decision 040): leases due outbox rows, encrypts and signs each push with web-push
 * (aes128gcm, VAPID) and POSTs it to the subscription's push service. 201 (or any 2xx): done.
 * 404/410: the subscription is gone, so it is deleted with everything queued for it. 429, 5xx or a
 * network failure: tried again later, each time waiting longer, and given up after MAX_ATTEMPTS.
 * Any other answer (400, 403, 413): the request itself is wrong and would fail again; dropped.
 */
import webpush from 'web-push';
import type { Job } from '../jobs/scheduler';
import type { AppDeps } from '../../lib/service-context';
import { addMs, nowIso } from '../../lib/time';
import { pushRepository, type LeasedPush } from './push.repository';
import { vapidKeysFor } from './vapid';

export const MAX_ATTEMPTS = 5;
/** Long enough for a slow push service; a server that dies mid-send frees its rows after it. */
const LEASE_MS = 60_000;
const BATCH = 100;
const SEND_TIMEOUT_MS = 10_000;
/** 30 s, 2 min, 8 min, 32 min between tries. */
const backoffMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);

type Outcome = 'sent' | 'gone' | 'retry' | 'dropped';

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'dropped';
}

export function pushSenderJob(deps: AppDeps): Job {
  return { name: 'push-sender', everyMs: 5_000, run: async (now) => void (await sendDuePushes(deps, now)) };
}

/** One pass: what is due now, each row sent by exactly one server. Returns how many were leased. */
export async function sendDuePushes(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const repo = pushRepository(deps.db);
  const at = nowIso(now);
  const rows = await repo.lease(at, addMs(at, LEASE_MS), BATCH);
  if (rows.length === 0) return 0;
  const vapid = await vapidKeysFor(deps);
  const vapidDetails = { subject: deps.config.push.subject, ...vapid };
  await Promise.all(
    rows.map(async (row) => {
      const outcome = await sendOne(deps, row, vapidDetails);
      const log = { outbox: row.id, subscription: row.subscription_id, attempts: row.attempts, ...outcome };
      switch (outcome.outcome) {
        case 'sent':
          await repo.deleteOutbox(row.id);
          deps.logger.debug('push sent', log);
          return;
        case 'gone':
          await repo.deleteSubscription(row.subscription_id);
          deps.logger.info('push subscription gone', log);
          return;
        case 'retry':
          if (row.attempts >= MAX_ATTEMPTS) {
            await repo.deleteOutbox(row.id);
            deps.logger.warn('push given up', log);
          } else {
            await repo.retryAt(row.id, addMs(at, backoffMs(row.attempts)));
            deps.logger.info('push will be retried', log);
          }
          return;
        case 'dropped':
          await repo.deleteOutbox(row.id);
          deps.logger.warn('push refused', log);
      }
    }),
  );
  return rows.length;
}

async function sendOne(
  deps: AppDeps,
  row: LeasedPush,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
): Promise<{ outcome: Outcome; status?: number; error?: string }> {
  // web-push builds the request (encrypted body, VAPID Authorization, TTL, Urgency); it goes out
  // through the app's fetch, with a deadline.
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      row.payload,
      {
        vapidDetails,
        TTL: row.ttl_seconds,
        urgency: row.urgency as webpush.Urgency,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (err) {
    // Keys that cannot encrypt (a broken subscription): nothing will ever reach it.
    return { outcome: 'gone', error: err instanceof Error ? err.message : String(err) };
  }
  try {
    // fetch measures the body itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    const answer = await deps.fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return { outcome: outcomeOf(answer.status), status: answer.status };
  } catch (err) {
    return { outcome: 'retry', error: err instanceof Error ? err.message : String(err) };
  }
}
