import { useEffect, useState } from 'react';

/** The value once typing has paused, so a search does not query the trail on every key. */
export function useDebouncedText(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
