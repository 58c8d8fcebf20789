/**
 * What the service worker does with a push and with a click on its notification (decision 040),
 * written against the few worker APIs it uses so a test can drive it with fakes. push-worker.ts
 * registers these on the worker; the build turns that file into /push-sw.js, which /sw.js imports.
 */

/** The payload the server sends (packages/shared/src/schemas/push.ts). */
export type PushNotice = { title: string; body: string; url: string; tag: string };

const FALLBACK: PushNotice = {
  title: 'Saúde Digital Municipal',
  body: 'Você tem uma novidade. Abra o aplicativo para ver.',
  url: '/',
  tag: 'saude',
};

type ShowsNotifications = {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
};

type WindowLike = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<WindowLike | null>;
};

type OpensWindows = {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
};

/** The payload as sent, or a plain notice when it cannot be read (never nothing: browsers punish that). */
export function readNotice(text: string | null | undefined): PushNotice {
  if (!text) return FALLBACK;
  try {
    const data = JSON.parse(text) as Partial<PushNotice>;
    if (typeof data.title !== 'string' || typeof data.body !== 'string') return FALLBACK;
    return {
      title: data.title,
      body: data.body,
      url: sameOriginPath(data.url),
      tag: typeof data.tag === 'string' && data.tag ? data.tag : FALLBACK.tag,
    };
  } catch {
    return FALLBACK;
  }
}

/** Only a path of this app: a notification never opens another site. */
export function sameOriginPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

export function showNotice(registration: ShowsNotifications, notice: PushNotice): Promise<void> {
  return registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'pt-BR',
    data: { url: notice.url },
  });
}

/**
 * A click: an open window of the app is focused and taken to the notice's screen; with none, one is
 * opened there.
 */
export async function openNotice(clients: OpensWindows, origin: string, data: unknown): Promise<void> {
  const path = sameOriginPath((data as { url?: unknown } | null)?.url);
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = windows.find((w) => w.url.startsWith(origin));
  if (mine) {
    try {
      // navigate answers the window as it is after moving (null once it shows another origin).
      const moved = mine.url === target ? mine : ((await mine.navigate(target)) ?? mine);
      await moved.focus().catch(() => undefined);
      return;
    } catch {
      // A window this worker does not control cannot be moved: a new one is opened instead.
    }
  }
  await clients.openWindow(target);
}
