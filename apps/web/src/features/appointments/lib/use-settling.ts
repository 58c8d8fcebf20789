import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a row that just changed keeps its new buttons out of reach. */
export const SETTLE_MS = 1500;

/**
 * The appointments whose status just changed, for a moment (useUpdateAppointmentStatus marks each
 * check-in). At the counter a double tap is common, and the button that appears after a check-in
 * ("Faltou") takes the place of the one tapped: the second tap must not land on it. The row says the
 * change was made instead, then offers its buttons.
 */
export function useSettling(ms = SETTLE_MS) {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const settle = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id));
      setIds((current) => new Set(current).add(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setIds((current) => {
            const next = new Set(current);
            next.delete(id);
            return next;
          });
        }, ms),
      );
    },
    [ms],
  );

  return { settle, isSettling: (id: number) => ids.has(id) };
}
