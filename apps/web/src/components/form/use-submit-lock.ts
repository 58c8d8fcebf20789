import { useEffect, useRef } from 'react';

/**
 * Guards against a double tap: the caller's `busy` only turns true a moment after the submission
 * (once its request has started), so a second submit in between is dropped here. The lock is held
 * until `busy` has come and gone, or briefly when the submission started no request at all.
 */
export function useSubmitLock(busy: boolean) {
  const locked = useRef(false);
  const busyNow = useRef(busy);
  useEffect(() => {
    busyNow.current = busy;
    if (!busy) locked.current = false;
  }, [busy]);
  return {
    take() {
      if (locked.current) return false;
      locked.current = true;
      return true;
    },
    release() {
      locked.current = false;
    },
    sent() {
      setTimeout(() => {
        if (!busyNow.current) locked.current = false;
      }, 300);
    },
  };
}
