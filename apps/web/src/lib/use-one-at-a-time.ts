import { useCallback, useRef } from 'react';

/**
 * Runs one action at a time: a double tap's second press, which comes before the button is drawn
 * disabled, is dropped while the first is under way (else its "already done" refusal could stand on
 * screen over the first press's success). `start` is given `done`, to call once the action settles.
 */
export function useOneAtATime(): (start: (done: () => void) => void) => void {
  const running = useRef(false);
  return useCallback((start) => {
    if (running.current) return;
    running.current = true;
    start(() => {
      running.current = false;
    });
  }, []);
}
