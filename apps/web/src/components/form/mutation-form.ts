import { toast } from '@/components/ui/toast';

/** The part of a mutation (TanStack Query's useMutation) a form needs. */
export type FormMutation<B> = {
  mutate: (body: B, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * The SchemaForm props of a form that sends one mutation: the valid values sent as its body, then
 * the success toast, `onSaved` and `onDone` (the dialog closes); the busy state and the failure's
 * messages. The form adds its submit label and its fields.
 */
export function mutationFormProps<B>(
  mutation: FormMutation<B>,
  options: {
    success: string;
    onDone: () => void;
    onSaved?: () => void;
    errorFallback: string;
    offlineText?: string;
    busyLabel?: string;
  },
) {
  return {
    onSubmit: (body: B) =>
      mutation.mutate(body, {
        onSuccess: () => {
          options.onSaved?.();
          toast.success(options.success);
          options.onDone();
        },
      }),
    onCancel: options.onDone,
    busy: mutation.isPending,
    busyLabel: options.busyLabel ?? 'Salvando...',
    error: mutation.error,
    errorFallback: options.errorFallback,
    offlineText: options.offlineText,
  };
}
