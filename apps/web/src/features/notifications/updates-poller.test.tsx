import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateItem, UpdatesAnswer } from '@saude/shared/schemas/updates';
import { sessionKeys } from '@/features/session';
import { UpdatesPoller } from './components/updates-poller';
import { POLL_INTERVAL_KEY } from './poll-interval';

// The poller fetches the endpoint's description on its first call; loaded here, that import resolves
// within the fake clock's ticks.
beforeAll(async () => {
  await import('@saude/shared/contract/messages');
});

const T0 = '2026-03-01T12:00:00.000Z';
const T1 = '2026-03-01T12:00:30.000Z';
const request: UpdateItem = {
  kind: 'new_request',
  id: 7,
  title: 'Nova solicitação para aprovar',
  body: 'Cardiologista: Dor no peito',
  created_at: '2026-03-01T12:00:10.000Z',
};
const hospitalUser = { id: 3, username: 'hospital1', administrator_name: 'Ana', health_unit_id: 1 };

/** A fake /api/updates answering from a queue; every request's query string is recorded. */
function stubUpdatesApi(answers: UpdatesAnswer[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const answer = answers.shift() ?? { now: T1, items: [], counts: {} };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return urls;
}

/** Records `new Notification(...)` like a browser that granted (or not) the permission. */
function stubNotification(permission: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions; close: ReturnType<typeof vi.fn> }[] = [];
  class FakeNotification {
    static permission = permission;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options, close: this.close });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

function renderPoller(session: 'hospital' | 'none' = 'hospital') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session === 'hospital') queryClient.setQueryData(sessionKeys.hospital, hospitalUser);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <UpdatesPoller />
    </QueryClientProvider>,
  );
  return { queryClient, invalidate };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The browser's idle callbacks, run when a test says the page has settled. */
let idleCallbacks: (() => void)[] = [];
const settle = async () => {
  await tick(0);
  await act(async () => {
    for (const callback of idleCallbacks.splice(0)) callback();
  });
  await tick(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idleCallbacks[handle - 1] = () => {};
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('update poller', () => {
  it('starts from the server clock, then every 30 s asks for what came since and notifies each new item once', async () => {
    const urls = stubUpdatesApi([
      { now: T0, items: [], counts: {} },
      { now: T1, items: [request], counts: { new_request: 1 } },
      // The next window overlaps the last one: the same item comes back and is not announced again.
      { now: T1, items: [request], counts: { new_request: 1 } },
    ]);
    const shown = stubNotification('granted');
    const { invalidate } = renderPoller();

    await settle();
    expect(urls).toEqual(['/api/updates']);

    await tick(29_000);
    expect(urls).toHaveLength(1);
    await tick(1_000);
    expect(urls[1]).toBe(`/api/updates?since=${encodeURIComponent(T0)}`);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Nova solicitação para aprovar');
    expect(shown[0]!.options).toMatchObject({
      body: 'Cardiologista: Dor no peito',
      tag: 'app-notification',
      icon: '/favicon.svg',
      vibrate: [200, 100, 200],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['hospital', 'requests'] });

    await tick(4_999);
    expect(shown[0]!.close).not.toHaveBeenCalled();
    await tick(1);
    expect(shown[0]!.close).toHaveBeenCalledOnce();

    await tick(25_000);
    expect(urls[2]).toBe(`/api/updates?since=${encodeURIComponent(T1)}`);
    expect(shown).toHaveLength(1);

    // Nothing new: the question stays the same (so the server can answer 304).
    await tick(30_000);
    expect(urls[3]).toBe(urls[2]);
  });

  it('raises nothing while the permission is not granted, but still refreshes the lists', async () => {
    stubUpdatesApi([
      { now: T0, items: [], counts: {} },
      { now: T1, items: [request], counts: { new_request: 1 } },
    ]);
    const shown = stubNotification('default');
    const { invalidate } = renderPoller();
    await settle();
    await tick(30_000);
    expect(shown).toHaveLength(0);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['hospital', 'requests'] });
  });

  it("refreshes the messages when the inbox's version moves, though nothing is news, and only then", async () => {
    stubUpdatesApi([
      { now: T0, items: [], counts: {}, inbox: 'v1' },
      { now: T0, items: [], counts: {}, inbox: 'v1' },
      // A message read on another device: no item, a new version.
      { now: T0, items: [], counts: {}, inbox: 'v2' },
    ]);
    const shown = stubNotification('granted');
    const { invalidate } = renderPoller();
    await settle();
    await tick(30_000);
    expect(invalidate).not.toHaveBeenCalled();
    await tick(30_000);
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: ['messages'] });
    expect(shown).toHaveLength(0);
  });

  it("refreshes the messages at the first answer when the bell's counter was read at another version", async () => {
    // The bell's counter, read as the page loaded; a message comes in before the poll's first answer.
    const counter = (version: string) => ({ total: 0, exact: true, label: '0', version });
    for (const [held, refreshed] of [
      ['v0', true],
      ['v1', false],
    ] as const) {
      stubUpdatesApi([{ now: T0, items: [], counts: {}, inbox: 'v1' }]);
      stubNotification('granted');
      const { queryClient, invalidate } = renderPoller('none');
      queryClient.setQueryData(['messages', 'inbox', 'total', '/api/messages/inbox?unread=1'], counter(held));
      act(() => {
        queryClient.setQueryData(sessionKeys.hospital, hospitalUser);
      });
      await settle();
      if (refreshed) expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: ['messages'] });
      else expect(invalidate).not.toHaveBeenCalled();
    }
  });

  it('does not poll without a signed-in session', async () => {
    const urls = stubUpdatesApi([]);
    stubNotification('granted');
    renderPoller('none');
    await settle();
    await tick(90_000);
    expect(urls).toEqual([]);
  });

  it('stops polling when the session is cleared', async () => {
    const urls = stubUpdatesApi([]);
    stubNotification('granted');
    const { queryClient } = renderPoller();
    await settle();
    await tick(30_000);
    expect(urls).toHaveLength(2);
    act(() => {
      queryClient.setQueryData(sessionKeys.hospital, null);
    });
    await tick(90_000);
    expect(urls).toHaveLength(2);
  });

  it('uses the shorter interval end-to-end tests set in localStorage', async () => {
    localStorage.setItem(POLL_INTERVAL_KEY, '2000');
    const urls = stubUpdatesApi([]);
    stubNotification('granted');
    renderPoller();
    await settle();
    await tick(4_000);
    expect(urls).toHaveLength(3);
  });

  it("asks for the server's clock once the page has settled, or a second after the sign-in at the latest", async () => {
    const urls = stubUpdatesApi([]);
    stubNotification('granted');
    const { queryClient } = renderPoller('none');
    await tick(0);
    // Nobody signed in yet: nothing waits for the page to settle.
    expect(idleCallbacks).toHaveLength(0);
    act(() => {
      queryClient.setQueryData(sessionKeys.hospital, hospitalUser);
    });
    await tick(0);
    // The page is still loading its own code and data.
    expect(urls).toEqual([]);
    await settle();
    expect(urls).toEqual(['/api/updates']);
  });

  it('does not wait for an idle moment longer than a second', async () => {
    const timeouts: (number | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => {
      timeouts.push(options?.timeout);
      return idleCallbacks.push(callback);
    });
    stubUpdatesApi([]);
    stubNotification('granted');
    renderPoller();
    await tick(0);
    expect(timeouts).toEqual([1000]);
  });
});
