/**
 * The service worker's push and notification-click listeners (decision 040). Built on its own into
 * /push-sw.js (pwa.config.ts) and loaded by the generated /sw.js with importScripts, so it must
 * stay a plain script: no exports, only the handlers it registers.
 */
import { openNotice, readNotice, showNotice } from './push-handlers';

type PushEventLike = Event & {
  data: { text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
};
type NotificationEventLike = Event & {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
};
type WorkerScope = {
  registration: Parameters<typeof showNotice>[0];
  clients: Parameters<typeof openNotice>[0];
  location: { origin: string };
  addEventListener(type: string, listener: (event: Event) => void): void;
};

const worker = self as unknown as WorkerScope;

worker.addEventListener('push', (event) => {
  const push = event as PushEventLike;
  push.waitUntil(showNotice(worker.registration, readNotice(push.data?.text())));
});

worker.addEventListener('notificationclick', (event) => {
  const click = event as NotificationEventLike;
  click.notification.close();
  click.waitUntil(openNotice(worker.clients, worker.location.origin, click.notification.data));
});
