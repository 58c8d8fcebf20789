import { useState } from 'react';

/**
 * The last request's failure, until the form is submitted again: a refusal from before (a lost
 * connection) must not stand beside the new attempt's own messages ("Título é obrigatório") as if it
 * were its answer. A new failure is a new error object, so it shows again.
 */
export function useFreshError(error: unknown): { error: unknown; submitted: () => void } {
  const [stale, setStale] = useState<unknown>(null);
  return {
    error: error && error !== stale ? error : null,
    submitted: () => setStale(error ?? null),
  };
}
