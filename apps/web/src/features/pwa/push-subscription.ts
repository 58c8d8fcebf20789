/**
 * Notifications that reach a closed app (Web Push, decision 040): this browser's push subscription,
 * registered with the server for whoever is signed in. The 30 s polling stays for open tabs; this
 * only adds what arrives when no tab is open.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionInput } from '@saude/shared/schemas/push';
import { apiErrorMessage, callLazily } from '@/lib/api-client';

export type PushState =
  | { kind: 'checking' }
  /** Supported, and this browser is not subscribed. */
  | { kind: 'off' }
  | { kind: 'on' }
  /** The person (or the browser's settings) refused notifications to this site. */
  | { kind: 'blocked' }
  | { kind: 'working' }
  | { kind: 'failed'; message: string };

const endpoints = () => import('@saude/shared/contract/push').then((m) => m.pushEndpoints);

/** How long the installed worker may take to be ready before the attempt is called failed. */
const READY_TIMEOUT_MS = 10_000;
/** A browser whose push service cannot be reached may wait long before it gives up. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('push subscription timed out')), ms)),
  ]);
}

export const PUSH_SERVICE_UNREACHABLE =
  'Não foi possível ativar: o serviço de notificações do navegador não respondeu. Verifique a conexão e tente novamente. Com o aplicativo aberto, os avisos continuam chegando.';
export const PUSH_NOT_READY =
  'Não foi possível ativar: o aplicativo ainda está sendo instalado neste navegador. Recarregue a página e tente novamente.';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (found?.active) return found;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), READY_TIMEOUT_MS)),
  ]);
}

/** The applicationServerKey PushManager wants: the VAPID public key's bytes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function register(subscription: PushSubscription) {
  return callLazily(() => endpoints().then((e) => e.subscribe), {
    body: subscription.toJSON() as PushSubscriptionInput,
  });
}

/**
 * Signing out: this browser stops being notified (the server drops the subscription of the session
 * too). Never waited for: the push service may be out of reach.
 */
export function forgetBrowserPush(): void {
  if (!pushSupported()) return;
  void navigator.serviceWorker
    .getRegistration('/')
    .then((r) => r?.pushManager.getSubscription())
    .then((s) => s?.unsubscribe())
    .catch(() => undefined);
}

/** The state found before the app's first render (preloadPushState), so the banner draws at once. */
let foundAtBoot: PushState | null = null;

/**
 * Finds whether this browser is subscribed, before the first render: the banner then appears with the
 * page instead of after it, where it would push the page down. Asks nothing of the server.
 */
export async function preloadPushState(): Promise<void> {
  if (!pushSupported()) return;
  if (Notification.permission === 'denied') {
    foundAtBoot = { kind: 'blocked' };
    return;
  }
  const existing = await navigator.serviceWorker
    .getRegistration('/')
    .then((r) => r?.pushManager.getSubscription())
    .catch(() => null);
  foundAtBoot = existing && Notification.permission === 'granted' ? { kind: 'on' } : { kind: 'off' };
}

export function usePushSubscription(enabled: boolean) {
  const [state, setState] = useState<PushState>(() => foundAtBoot ?? { kind: 'checking' });

  useEffect(() => {
    if (!enabled || !pushSupported()) return;
    let cancelled = false;
    void (async () => {
      if (Notification.permission === 'denied') return setState({ kind: 'blocked' });
      const existing = await navigator.serviceWorker
        .getRegistration('/')
        .then((r) => r?.pushManager.getSubscription())
        .catch(() => null);
      if (cancelled) return;
      if (existing && Notification.permission === 'granted') {
        setState({ kind: 'on' });
        // This browser notifies whoever is signed in on it: tell the server it is this person now.
        register(existing).catch(() => undefined);
      } else {
        setState({ kind: 'off' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [enabled]);

  const turnOn = useCallback(async () => {
    setState({ kind: 'working' });
    const permission = await Notification.requestPermission().catch(() => 'default' as const);
    if (permission === 'denied') return setState({ kind: 'blocked' });
    if (permission !== 'granted') return setState({ kind: 'off' });
    const worker = await registration().catch(() => undefined);
    if (!worker) return setState({ kind: 'failed', message: PUSH_NOT_READY });
    let subscription: PushSubscription;
    try {
      const { public_key } = await callLazily(() => endpoints().then((e) => e.publicKey));
      subscription =
        (await worker.pushManager.getSubscription()) ??
        (await withDeadline(
          worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }),
          SUBSCRIBE_TIMEOUT_MS,
        ));
    } catch (error) {
      // Most often the browser's push service cannot be reached (offline, or blocked on this network).
      console.error('Push subscription failed', error);
      return setState({ kind: 'failed', message: PUSH_SERVICE_UNREACHABLE });
    }
    try {
      await register(subscription);
      setState({ kind: 'on' });
    } catch (error) {
      await subscription.unsubscribe().catch(() => undefined);
      setState({ kind: 'failed', message: apiErrorMessage(error, PUSH_SERVICE_UNREACHABLE) });
    }
  }, []);

  const turnOff = useCallback(async () => {
    setState({ kind: 'working' });
    const worker = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
    const subscription = await worker?.pushManager.getSubscription().catch(() => null);
    if (subscription) {
      await callLazily(() => endpoints().then((e) => e.unsubscribe), {
        body: { endpoint: subscription.endpoint },
      }).catch(() => undefined);
      // Even if the server was not reached, the browser forgets it: the next push gets a 410 and
      // the server drops it then.
      await subscription.unsubscribe().catch(() => undefined);
    }
    setState({ kind: 'off' });
  }, []);

  return { state, turnOn, turnOff };
}
