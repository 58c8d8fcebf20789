/**
 * The VAPID key pair push services know this installation by (decision 040). Configured, or generated
 * once with web-push and kept in app_settings like the prescription signing key, so every app server
 * signs with the same pair and browsers' subscriptions keep working across restarts.
 */
import webpush from 'web-push';
import type { AppDeps } from '../../lib/service-context';
import { keptSetting, type SettingsStore } from '../../lib/signing';
import { settingsStore } from '../prescriptions/prescriptions.repository';

export const VAPID_KEYS_SETTING = 'vapid_keys';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The configured pair wins; otherwise the first pair stored, whichever server wrote it. */
export async function loadVapidKeys(store: SettingsStore, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await keptSetting(store, VAPID_KEYS_SETTING, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(stored) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

const loaded = new WeakMap<AppDeps['db'], Promise<VapidKeys>>();

/** One load per database handle; a failed load is tried again on the next use. */
export function vapidKeysFor(deps: Pick<AppDeps, 'db' | 'config'>): Promise<VapidKeys> {
  let pending = loaded.get(deps.db);
  if (!pending) {
    pending = loadVapidKeys(settingsStore(deps.db), deps.config.push.vapid);
    pending.catch(() => loaded.delete(deps.db));
    loaded.set(deps.db, pending);
  }
  return pending;
}
