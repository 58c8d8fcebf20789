import { mutationFormProps } from '@/components/form/mutation-form';
import type { useSaveAccount } from '../api/use-admin-accounts';

type SaveAccount = Pick<ReturnType<typeof useSaveAccount>, 'mutate' | 'isPending' | 'error'>;

/**
 * What every account dialog of the department gives its SchemaForm: create (no id) or edit, the
 * toast and the close on success, and the spec's messages for a refusal and for no answer at all.
 */
export function accountSaveProps(
  save: SaveAccount,
  options: {
    id: number | undefined;
    saved: string;
    onDone: () => void;
    errorFallback: string;
    offlineText?: string;
  },
) {
  const mutation = {
    mutate: (body: Record<string, unknown>, done: { onSuccess: () => void }) =>
      save.mutate({ id: options.id, body }, done),
    isPending: save.isPending,
    error: save.error,
  };
  return mutationFormProps(mutation, {
    success: options.saved,
    onDone: options.onDone,
    errorFallback: options.errorFallback,
    offlineText: options.offlineText ?? 'Erro ao salvar. Tente novamente.',
  });
}
