/**
 * The patient's last data, kept on this device so the app opens without a connection
 * (docs/decisions/022-offline-that-keeps-working.md): the home, the prescriptions with their QR codes,
 * the health card, the appointments and records already seen. Kept only for a signed-in patient
 * (staff screens hold other people's data), under that patient's id, and removed at logout or when
 * someone else signs in. Restored only when the app starts offline: online, the server is the truth.
 */
import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { storage } from '@/lib/storage';

const STORAGE_KEY = 'saude:offline:v1';
/** Older than this, the data is too stale to show as "the last seen" at a pharmacy counter. */
const MAX_AGE_MS = 14 * 24 * 60 * 60_000;
/** Saving waits for the cache to settle: a page load changes dozens of queries in a moment. */
const SAVE_DELAY_MS = 1_000;

/** The query roots a patient's offline screens read. */
const KEPT_ROOTS = new Set([
  'session',
  'prescriptions',
  'health',
  'appointments',
  'appointment-requests',
  'medical-records',
  'reports',
]);

type Saved = { owner: number; savedAt: number; state: DehydratedState };

/** The signed-in patient's id in the main session query, or null for anyone else or nobody. */
export function patientOwner(queryClient: QueryClient): number | null {
  const main = queryClient.getQueryData<{ patient?: { id?: number } | null } | null>(['session', 'main']);
  return typeof main?.patient?.id === 'number' ? main.patient.id : null;
}

const kept = (query: Query) =>
  query.state.status === 'success' &&
  KEPT_ROOTS.has(String(query.queryKey[0])) &&
  // Only the patient's own session: an institutional one is never kept.
  (query.queryKey[0] !== 'session' || query.queryKey[1] === 'main');

function read(): Saved | null {
  const text = storage.get(STORAGE_KEY);
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as Saved;
    if (typeof saved.owner !== 'number' || Date.now() - saved.savedAt > MAX_AGE_MS) return null;
    return saved;
  } catch {
    return null;
  }
}

export function clearOfflineCache(): void {
  storage.remove(STORAGE_KEY);
}

/**
 * Puts the last saved data back into the cache, when the app starts without a connection. True when
 * it did: the app then starts signed in as that patient, with what they last saw.
 */
export function restoreOfflineCache(queryClient: QueryClient, online = navigator.onLine): boolean {
  // The query library assumes a connection until told otherwise: told, the restored queries wait for
  // it instead of failing one by one.
  onlineManager.setOnline(online);
  if (online) return false;
  const saved = read();
  if (!saved) return false;
  hydrate(queryClient, saved.state);
  return patientOwner(queryClient) === saved.owner;
}

/**
 * Saves the patient's data a moment after it changes; removes it as soon as the main session is
 * nobody's or someone other than a patient. Returns the unsubscribe function.
 */
export function keepOfflineCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const owner = patientOwner(queryClient);
    if (owner === null) {
      clearOfflineCache();
      return;
    }
    const state = dehydrate(queryClient, { shouldDehydrateQuery: kept });
    storage.set(STORAGE_KEY, JSON.stringify({ owner, savedAt: Date.now(), state } satisfies Saved));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    // Leaving a patient's session clears at once, not after the delay.
    if (
      patientOwner(queryClient) === null &&
      queryClient.getQueryState(['session', 'main'])?.status === 'success'
    ) {
      clearOfflineCache();
      return;
    }
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
  };
}
