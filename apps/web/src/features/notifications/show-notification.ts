/**
 * Local notifications (spec 01 section 9): close after 5 s, vibrate 200-100-200 ms, tag
 * 'app-notification', the favicon as icon. Through the service worker when one controls the page
 * (the only way on Android Chrome, where `new Notification` throws), otherwise the page's own API.
 * Nothing is shown unless the user granted the permission; failures are only logged (section 8).
 */
export const NOTIFICATION_CLOSE_MS = 5_000;
export const NOTIFICATION_TAG = 'app-notification';
const NOTIFICATION_ICON = '/favicon.svg';
const VIBRATION = [200, 100, 200];

export function notificationsGranted(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && window.Notification.permission === 'granted'
  );
}

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container?.getRegistration) return undefined;
  try {
    return await container.getRegistration();
  } catch {
    return undefined;
  }
}

export async function showNotification(title: string, body: string): Promise<boolean> {
  if (!notificationsGranted()) return false;
  // `vibrate` is in the Notifications standard but missing from TypeScript's NotificationOptions.
  const options = {
    body,
    icon: NOTIFICATION_ICON,
    tag: NOTIFICATION_TAG,
    vibrate: VIBRATION,
  } as NotificationOptions;
  try {
    const registration = await serviceWorkerRegistration();
    if (registration?.showNotification) {
      await registration.showNotification(title, options);
      setTimeout(() => {
        void registration
          .getNotifications?.({ tag: NOTIFICATION_TAG })
          .then((shown) => shown.forEach((n) => n.close()))
          .catch(() => undefined);
      }, NOTIFICATION_CLOSE_MS);
    } else {
      const notification = new window.Notification(title, options);
      setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
    }
    return true;
  } catch (error) {
    console.error('Notification failed', error);
    return false;
  }
}
