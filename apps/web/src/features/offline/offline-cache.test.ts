import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { clearOfflineCache, keepOfflineCache, restoreOfflineCache } from './offline-cache';

const KEY = 'saude:offline:v1';
const patientSession = { patient: { id: 7, full_name: 'Maria' }, me: null, principal: 'patient' };

function signedIn(session: unknown = patientSession) {
  const client = new QueryClient();
  client.setQueryData(['session', 'main'], session);
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  onlineManager.setOnline(true);
});

describe('offline cache', () => {
  it("keeps a patient's own screens, restores them only when starting offline", async () => {
    vi.useFakeTimers();
    const client = signedIn();
    const stop = keepOfflineCache(client);
    client.setQueryData(['prescriptions', 'list', '/api/prescriptions'], { pages: [{ items: [1, 2] }] });
    client.setQueryData(['admin', 'patients'], ['not kept']);
    client.setQueryData(['session', 'hospital'], { id: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    const saved = localStorage.getItem(KEY)!;
    expect(saved).toContain('"owner":7');
    expect(saved).toContain('/api/prescriptions');
    expect(saved).not.toContain('not kept');
    expect(saved).not.toContain('hospital');

    expect(restoreOfflineCache(new QueryClient(), true)).toBe(false);
    const offline = new QueryClient();
    expect(restoreOfflineCache(offline, false)).toBe(true);
    expect(offline.getQueryData(['prescriptions', 'list', '/api/prescriptions'])).toEqual({
      pages: [{ items: [1, 2] }],
    });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('keeps nothing for staff, and forgets as soon as the patient is gone', async () => {
    vi.useFakeTimers();
    const staff = signedIn({ patient: null, me: { profile: { id: 3 } }, principal: 'staff' });
    const stopStaff = keepOfflineCache(staff);
    staff.setQueryData(['appointments', 'list'], [1]);
    await vi.advanceTimersByTimeAsync(1_000);
    stopStaff();
    expect(localStorage.getItem(KEY)).toBeNull();

    const client = signedIn();
    const stop = keepOfflineCache(client);
    client.setQueryData(['health', 'exams'], [1]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    client.setQueryData(['session', 'main'], null); // signed out
    expect(localStorage.getItem(KEY)).toBeNull();
    stop();
  });

  it('restores nothing damaged, too old, or cleared', () => {
    localStorage.setItem(KEY, 'not json');
    expect(restoreOfflineCache(new QueryClient(), false)).toBe(false);
    localStorage.setItem(KEY, JSON.stringify({ owner: 7, savedAt: Date.now() - 15 * 86_400_000, state: {} }));
    expect(restoreOfflineCache(new QueryClient(), false)).toBe(false);
    localStorage.setItem(
      KEY,
      JSON.stringify({ owner: 7, savedAt: Date.now(), state: { queries: [], mutations: [] } }),
    );
    clearOfflineCache();
    expect(restoreOfflineCache(new QueryClient(), false)).toBe(false);
  });
});
