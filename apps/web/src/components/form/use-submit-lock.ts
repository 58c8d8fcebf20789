import { useEffect, useRef } from 'react';

/**
 * Guards against a double tap: the caller's `busy` turns true only a moment after the submission
 * (once its request has started), and a second submit in between is dropped here. From then on
 * `busy` guards; an answer that came before `busy` ever showed (an error) or a submission that
 * started no request at all frees the form too.
 */
export function useSubmitLock(busy: boolean, error?: unknown) {
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    locked.current = false;
  }, [busy, error]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    take() {
      if (locked.current) return false;
      locked.current = true;
      clearTimeout(timer.current);
      return true;
    },
    release() {
      locked.current = false;
    },
    sent() {
      timer.current = setTimeout(() => (locked.current = false), 300);
    },
  };
}
