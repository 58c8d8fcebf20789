import { afterEach, describe, expect, it, vi } from 'vitest';
import { showNotification } from './show-notification';

afterEach(() => {
  vi.useRealTimers();
});

function stubServiceWorker() {
  const close = vi.fn();
  const registration = {
    showNotification: vi.fn(async () => undefined),
    getNotifications: vi.fn(async () => [{ close }]),
  };
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: vi.fn(async () => registration) } });
  return { registration, close };
}

describe('showNotification', () => {
  it('goes through the service worker registration when there is one, and closes after 5 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        constructor() {
          throw new Error('the page API must not be used when a worker is there');
        }
      },
    );
    const { registration, close } = stubServiceWorker();
    expect(await showNotification('Consulta aprovada', 'Sua consulta foi aprovada.')).toBe(true);
    expect(registration.showNotification).toHaveBeenCalledWith('Consulta aprovada', {
      body: 'Sua consulta foi aprovada.',
      icon: '/favicon.svg',
      tag: 'app-notification',
      vibrate: [200, 100, 200],
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(registration.getNotifications).toHaveBeenCalledWith({ tag: 'app-notification' });
    expect(close).toHaveBeenCalledOnce();
  });

  it('shows nothing unless the permission was granted, or where notifications do not exist', async () => {
    const { registration } = stubServiceWorker();
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await showNotification('Título', 'Texto')).toBe(false);
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(await showNotification('Título', 'Texto')).toBe(false);
    expect(registration.showNotification).not.toHaveBeenCalled();
  });
});
