/**
 * Browser notification permission (spec 01 section 4): default, granted, denied. The banner asks
 * only while the user has not decided and has not closed it; asking happens on a click, never on
 * page load.
 */
import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

export const NOTIFICATION_DISMISSED_KEY = 'saude:notification-banner-dismissed';

export type PermissionState = NotificationPermission | 'unsupported';

function readPermission(): PermissionState {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(readPermission);
  const [dismissed, setDismissed] = useState(() => storage.get(NOTIFICATION_DISMISSED_KEY) === '1');

  const request = useCallback(async () => {
    try {
      setPermission(await window.Notification.requestPermission());
    } catch (error) {
      console.error('Notification permission request failed', error);
    }
  }, []);

  const dismiss = useCallback(() => {
    storage.set(NOTIFICATION_DISMISSED_KEY, '1');
    setDismissed(true);
  }, []);

  return { permission, dismissed, showBanner: permission === 'default' && !dismissed, request, dismiss };
}
