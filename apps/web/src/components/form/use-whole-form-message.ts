import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The message a schema gives the whole form (one refine over several fields: 'preencha todos os
 * campos obrigatórios e capture uma foto'), kept true while the person fills the form in: once a
 * submit has shown it, every edit checks the form again, so it goes the moment nothing is missing
 * (the photo taken last) instead of standing until the next submit. A field's own messages are
 * checked again on edit by the form itself; this one belongs to no field.
 */
export function useWholeFormMessage<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
): string | undefined {
  useEffect(() => {
    const watching = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => watching.unsubscribe();
  }, [form]);
  return (form.formState.errors as Partial<Record<string, { message?: string }>>)['']?.message;
}
