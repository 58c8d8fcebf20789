import { useEffect, useState } from 'react';
import { LIMITS } from '@saude/shared/domain/constants';

/**
 * The value once it has stopped changing for `delayMs`: searches wait for the person to pause typing
 * (spec: 300 ms) instead of asking the server at every key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = LIMITS.searchDelayMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
