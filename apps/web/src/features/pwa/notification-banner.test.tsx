import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
