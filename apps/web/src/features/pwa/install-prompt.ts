/**
 * The install-app prompt (spec 01 section 4): hidden when unsupported, already installed or
 * dismissed; prompt; installing; installed (closes itself after 2 s). The browser offers the
 * prompt once, early, through `beforeinstallprompt`: the store starts listening at boot so the
 * event is not missed while a lazy page is still loading.
 */
import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

export type InstallState = 'hidden' | 'prompt' | 'installing' | 'installed';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const INSTALL_DISMISSED_KEY = 'saude:install-banner-dismissed';
export const INSTALLED_AUTO_CLOSE_MS = 2000;

export type InstallSnapshot = {
  state: InstallState;
  /** The banner was closed with 'Agora não' (the header button still works). */
  dismissed: boolean;
  /** The browser can show its install dialog now. */
  canInstall: boolean;
};

export function isStandalone(win: Window): boolean {
  const media = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return media || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function createInstallPromptStore(win: Window) {
  let deferred: BeforeInstallPromptEvent | null = null;
  // Read on first use, not at boot: the first read of the browser's storage opens it (14 ms on a slow
  // phone), and the boot's task is the page's longest.
  let saved: InstallSnapshot | undefined;
  const current = (): InstallSnapshot =>
    (saved ??= { state: 'hidden', dismissed: storage.get(INSTALL_DISMISSED_KEY) === '1', canInstall: false });
  const listeners = new Set<() => void>();
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  function update(patch: Partial<InstallSnapshot>): void {
    saved = { ...current(), ...patch };
    listeners.forEach((listener) => listener());
  }

  function markInstalled(): void {
    deferred = null;
    update({ state: 'installed', canInstall: false });
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => update({ state: 'hidden' }), INSTALLED_AUTO_CLOSE_MS);
  }

  function start(): void {
    if (isStandalone(win)) return; // already installed: stays hidden
    // A page rendered ahead may have received the prompt before the app's code ran
    // (public/start-on-interaction.js keeps it).
    const early = (win as Window & { __saudeInstallPrompt?: BeforeInstallPromptEvent }).__saudeInstallPrompt;
    if (early) {
      deferred = early;
      update({ state: 'prompt', canInstall: true });
    }
    win.addEventListener('beforeinstallprompt', (event) => {
      // Keep the browser's own mini-infobar away; the app shows its banner instead.
      event.preventDefault();
      deferred = event as BeforeInstallPromptEvent;
      update({ state: 'prompt', canInstall: true });
    });
    win.addEventListener('appinstalled', markInstalled);
  }

  async function install(): Promise<void> {
    const event = deferred;
    if (!event) return;
    update({ state: 'installing' });
    try {
      await event.prompt();
      const choice = await event.userChoice;
      deferred = null;
      if (choice.outcome === 'accepted') markInstalled();
      else update({ state: 'hidden', canInstall: false });
    } catch (error) {
      console.error('App install failed', error);
      update({ state: 'prompt' });
    }
  }

  function dismiss(): void {
    storage.set(INSTALL_DISMISSED_KEY, '1');
    update({ dismissed: true });
  }

  return {
    start,
    install,
    dismiss,
    getSnapshot: current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>;

let defaultStore: InstallPromptStore | null = null;

export function getInstallPromptStore(): InstallPromptStore {
  defaultStore ??= createInstallPromptStore(window);
  return defaultStore;
}

/**
 * What a page rendered ahead of time shows (no banner, no install button), and so also what the
 * browser's first render must show to take that HTML over; the real state follows right after.
 */
const PRERENDERED: InstallSnapshot = { state: 'hidden', dismissed: false, canInstall: false };
const noop = () => {};
const inertStore = {
  subscribe: () => noop,
  getSnapshot: () => PRERENDERED,
  install: async () => {},
  dismiss: noop,
};

export function useInstallPrompt(
  store: InstallPromptStore | typeof inertStore = typeof window === 'undefined'
    ? inertStore
    : getInstallPromptStore(),
) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => PRERENDERED);
  return { ...snapshot, install: store.install, dismiss: store.dismiss };
}
