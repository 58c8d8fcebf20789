import { useEffect, useState } from 'react';

/** Waits for a pause in typing (spec: 300 ms) so each keystroke is not a search. */
export function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}
