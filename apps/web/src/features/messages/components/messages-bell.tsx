import { Suspense, lazy, useState } from 'react';
import { Bell } from '@/components/icons';
import { useUnreadCount } from '../api/use-inbox';
import { BELL_BUTTON_CLASS } from './bell-button';
import { bellLabel, unreadBadge } from './message-text';

// The menu and the dialogs (Radix, the message list) are fetched when the bell is first pressed or
// approached; the home shows the bell and its badge without them.
const loadMenu = () => import('./bell-menu');
const BellMenu = lazy(loadMenu);

/**
 * The patient's messages bell (spec 01 'Patient messages'): unread badge, the latest messages in a
 * menu, the whole inbox in a dialog, and each message in full. The badge is the server's count of
 * unread messages; the messages themselves are asked for once the bell is pressed.
 */
export function MessagesBell() {
  const [menuMounted, setMenuMounted] = useState(false);
  const counter = useUnreadCount();
  const counted = counter.data?.total;
  const unread = counted ?? 0;
  const label = bellLabel(counted, counter.isError);

  const plainBell = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={BELL_BUTTON_CLASS}
      onPointerEnter={() => void loadMenu().catch(() => undefined)}
      onFocus={() => void loadMenu().catch(() => undefined)}
      onClick={() => setMenuMounted(true)}
    >
      <Bell className="size-6" aria-hidden="true" />
    </button>
  );

  return (
    // The badge sits beside the button, not in it: the button's name already says how many are
    // unread, and visible text inside it that differs from that name ('9+') confuses speech input.
    <span className="relative inline-flex">
      {menuMounted ? (
        <Suspense fallback={plainBell}>
          <BellMenu unread={unread} label={label} />
        </Suspense>
      ) : (
        plainBell
      )}
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="pointer-events-none absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-teal-700"
        >
          {unreadBadge(unread)}
        </span>
      ) : null}
    </span>
  );
}
