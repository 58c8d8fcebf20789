import { useEffect, useRef, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Guards against a double tap: the caller's `busy` turns true only a moment after the submission
 * (once its request has started), and a second submit in between is dropped here. From then on
 * `busy` guards; an answer that came before `busy` ever showed (an error) or a submission that
 * started no request at all frees the form too.
 */
function useSubmitLock(busy: boolean, error?: unknown) {
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

/**
 * A form's submit handler: the browser's submission stopped, the lock taken, then the schema's
 * check; `onSubmit` gets the valid values once, and a refused form frees the lock at once.
 */
export function useLockedSubmit<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  onSubmit: (values: O) => void,
  busy: boolean,
  error?: unknown,
) {
  const lock = useSubmitLock(busy, error);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !lock.take()) return;
    void form.handleSubmit(
      (values) => {
        onSubmit(values);
        lock.sent();
      },
      () => lock.release(),
    )(event);
  };
}
