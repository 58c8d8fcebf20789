import type { toast as sonnerToast } from 'sonner';

/*
 * Toasts without their library in any page's first download: sonner (about 10 KB gzipped) comes
 * when AppToaster mounts its Toaster, once the page is idle or at the first toast, whichever is
 * first. A toast asked for before that waits until the Toaster is on screen, so none is lost.
 */
type Sonner = typeof sonnerToast;
let toasterMounted!: (sonner: Sonner) => void;
const ready = new Promise<Sonner>((resolve) => {
  toasterMounted = resolve;
});

let wanted = false;
const listeners = new Set<() => void>();

/** Whether AppToaster is to mount the Toaster, read with useSyncExternalStore. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
  /** Mounts it now (at the first toast, or when the page is idle). */
  now() {
    if (wanted) return;
    wanted = true;
    listeners.forEach((listener) => listener());
  },
};

/** Called by the mounted Toaster once it listens: the toasts asked for meanwhile are shown. */
export { toasterMounted };

function show(draw: (sonner: Sonner) => void) {
  toasterWanted.now();
  void ready.then(draw);
}

/** The app's toasts: a success or an error, in words for the person. */
export const toast = {
  success: (message: string) => show((sonner) => sonner.success(message)),
  error: (message: string) => show((sonner) => sonner.error(message)),
};
