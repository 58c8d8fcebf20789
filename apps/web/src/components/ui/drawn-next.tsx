import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a pass of their own, right after the pass that mounts it is on screen.
 * The patient home's cards below its greeting cost a few hundred milliseconds of rendering on a slow
 * phone; wrapped in this, the greeting (where the eye goes first, and the largest text on the first
 * screen) is drawn that much sooner. The children come in below what is already drawn, so nothing on
 * screen moves. Not for a screen whose work is the list below its title (the reception's check-in,
 * the doctor's day): there the rows are what the person waits for, and a pass before them delays them.
 */
export function DrawnNext({ children }: { children: ReactNode }) {
  // React renders first with the initial value (false), commits, then renders again with true.
  const now = useDeferredValue(true, false);
  return now ? children : null;
}
