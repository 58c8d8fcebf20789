import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A field's message goes away the moment the field is edited, so it never contradicts what is typed;
 * the schema's check of the new text (after the first submit) brings it back if it still applies.
 * Without it the message stays until that check has run, a moment after the keystroke.
 */
export function useEditClearsError<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);
}
