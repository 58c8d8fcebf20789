/**
 * This browser's subscription for the signed-in identity (decision 040). A subscription carries the
 * keys the events address (see pushOutbox); its endpoint must be a push service's, over https, so
 * the server never POSTs to an address a client made up (an internal one, say).
 */
import type { z } from 'zod';
import {
  PUSH_MESSAGES,
  type pushSubscriptionSchema,
  type pushUnsubscribeSchema,
} from '@saude/shared/schemas/push';
import type { Config } from '../../config';
import { badRequest, forbidden } from '../../lib/errors';
import { isLoopbackHttp } from '../../lib/loopback';
import type { AppDeps, Principal, ServiceContext } from '../../lib/service-context';
import { nowIso } from '../../lib/time';
import { pushRepository, type SubscriptionOwner } from './push.repository';
import { vapidKeysFor } from './vapid';

/** The person or unit a principal's notifications are addressed to, and their group. */
export function audienceOf(p: Principal): Pick<SubscriptionOwner, 'recipient' | 'audience'> | null {
  switch (p.role) {
    case 'patient':
      return p.patientId ? { recipient: `patient_${p.patientId}`, audience: 'all_patients' } : null;
    case 'doctor':
      return p.staffId ? { recipient: `staff_${p.staffId}`, audience: 'all_doctors' } : null;
    case 'reception':
      return p.staffId ? { recipient: `staff_${p.staffId}`, audience: 'all_reception' } : null;
    case 'public_authority':
      return { recipient: `authority_${p.id}`, audience: 'all_public_authorities' };
    case 'hospital':
      return p.healthUnitId ? { recipient: `unit_${p.healthUnitId}`, audience: 'all_hospitals' } : null;
    default:
      return null;
  }
}

/** https at a push service's host (suffix match), or a loopback stand-in while testing. */
export function endpointAllowed(endpoint: string, push: Config['push']): boolean {
  const url = new URL(endpoint);
  if (push.allowLoopbackHttp && isLoopbackHttp(url)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return push.serviceHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export async function publicKey(deps: AppDeps): Promise<{ public_key: string }> {
  return { public_key: (await vapidKeysFor(deps)).publicKey };
}

export async function subscribe(
  ctx: ServiceContext,
  input: z.output<typeof pushSubscriptionSchema>,
): Promise<{ subscribed: true }> {
  const p = ctx.principal;
  const audience = audienceOf(p);
  if (!audience) throw forbidden();
  if (!endpointAllowed(input.endpoint, ctx.deps.config.push)) throw badRequest(PUSH_MESSAGES.endpointRefused);
  await pushRepository(ctx.deps.db).upsertSubscription(
    { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    { principalKind: p.kind, principalId: p.id, sessionId: p.sessionId, ...audience },
    nowIso(),
  );
  return { subscribed: true };
}

export async function unsubscribe(
  ctx: ServiceContext,
  input: z.output<typeof pushUnsubscribeSchema>,
): Promise<{ removed: boolean }> {
  const p = ctx.principal;
  return { removed: await pushRepository(ctx.deps.db).deleteOwn(input.endpoint, p.kind, p.id) };
}
