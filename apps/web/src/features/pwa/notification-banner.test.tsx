import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { PUSH_SERVICE_UNREACHABLE } from './push-subscription';
import { NotificationBanner } from './components/notification-banner';
import { NOTIFICATION_DISMISSED_KEY } from './notification-permission';

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

describe('notification banner', () => {
  it('asks on click while the permission is undecided, then disappears', async () => {
    const requestPermission = stubNotification('default');
    render(<NotificationBanner role="patient" />);
    expect(screen.getByText('Ative as notificações')).toBeTruthy();
    expect(screen.getByText(/consultas aprovadas/)).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Permitir notificações' }));
    await waitFor(() => expect(screen.queryByText('Ative as notificações')).toBeNull());
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('is not shown offline, where turning notifications on cannot work, and comes back online', () => {
    stubNotification('default');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<NotificationBanner role="patient" />);
    expect(screen.queryByText('Ative as notificações')).toBeNull();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('Ative as notificações')).toBeTruthy();
    onLine.mockRestore();
  });

  it('is not shown once decided or dismissed', () => {
    stubNotification('denied');
    const { unmount } = render(<NotificationBanner role="doctor" />);
    expect(screen.queryByText('Ative as notificações')).toBeNull();
    unmount();

    stubNotification('default');
    localStorage.setItem(NOTIFICATION_DISMISSED_KEY, '1');
    render(<NotificationBanner role="doctor" />);
    expect(screen.queryByText('Ative as notificações')).toBeNull();
  });
});

describe('notification banner where pushes reach a closed app', () => {
  const KEY = 'BPzVVC6eMVjwk1UuYjpaYbjvTFlmSZUyFIAKIyq-4ABVyvWhlKJpuTdF6NdhUDdN5F1Ir_A2R5Zf8MsczMn76Y4';

  function stubPush({
    permission = 'default' as NotificationPermission,
    answer = 'granted' as NotificationPermission,
    existing = null as PushSubscription | null,
    subscribe = vi.fn(async () => fakeSubscription()),
  } = {}) {
    const requestPermission = vi.fn(async () => answer);
    vi.stubGlobal('Notification', { permission, requestPermission });
    vi.stubGlobal('PushManager', function PushManager() {});
    const pushManager = { getSubscription: vi.fn(async () => existing), subscribe };
    const registration = { active: {}, pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
    });
    return { requestPermission, pushManager };
  }

  const unsubscribe = vi.fn(async () => true);
  function fakeSubscription(): PushSubscription {
    return {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      unsubscribe,
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'p', auth: 'a' },
      }),
    } as unknown as PushSubscription;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('subscribes on click with the server key and registers the subscription; then offers to turn it off', async () => {
    const { calls } = mockApi({
      'GET /api/push/public-key': { status: 200, body: { public_key: KEY } },
      'POST /api/push/subscriptions': { status: 201, body: { subscribed: true } },
      'DELETE /api/push/subscriptions': { status: 200, body: { removed: true } },
    });
    const { requestPermission, pushManager } = stubPush();
    render(<NotificationBanner role="patient" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect(await screen.findByText('Notificações ativadas')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });

    pushManager.getSubscription.mockResolvedValue(fakeSubscription());
    fireEvent.click(screen.getByRole('button', { name: 'Desativar notificações' }));
    expect(await screen.findByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
    expect(unsubscribe).toHaveBeenCalled();
  });

  it("says so honestly when the browser's push service cannot be reached", async () => {
    mockApi({ 'GET /api/push/public-key': { status: 200, body: { public_key: KEY } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubPush({
      subscribe: vi.fn(async () => {
        throw new DOMException('Registration failed - push service not available', 'AbortError');
      }),
    });
    render(<NotificationBanner role="hospital" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_SERVICE_UNREACHABLE);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    log.mockRestore();
  });

  it('shows the blocked state, and the activated one for a browser already subscribed', async () => {
    stubPush({ permission: 'denied' });
    const { unmount } = render(<NotificationBanner role="patient" />);
    expect(await screen.findByText('Notificações bloqueadas pelo navegador')).toBeTruthy();
    unmount();

    const { calls } = mockApi({
      'POST /api/push/subscriptions': { status: 201, body: { subscribed: true } },
    });
    stubPush({ permission: 'granted', existing: fakeSubscription() });
    render(<NotificationBanner role="doctor" />);
    expect(await screen.findByText('Notificações ativadas')).toBeTruthy();
    // The browser now notifies whoever is signed in on it.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('keeps the permission-only banner for roles notified of nothing by push', () => {
    stubPush();
    render(<NotificationBanner role="health_department" />);
    expect(screen.getByRole('button', { name: 'Permitir notificações' })).toBeTruthy();
  });
});
