import { toast } from 'sonner';
import type { useSaveAccount } from '../api/use-admin-accounts';

type SaveAccount = Pick<ReturnType<typeof useSaveAccount>, 'mutate' | 'isPending' | 'error'>;

/**
 * What every account dialog of the department gives its SchemaForm: create (no id) or edit, the
 * toast and the close on success, the busy state and the spec's messages for a refusal and for no
 * answer at all. The dialog adds its submit label, and whether the form is complete.
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
  return {
    onSubmit: (body: Record<string, unknown>) =>
      save.mutate(
        { id: options.id, body },
        {
          onSuccess: () => {
            toast.success(options.saved);
            options.onDone();
          },
        },
      ),
    onCancel: options.onDone,
    busy: save.isPending,
    busyLabel: 'Salvando...',
    error: save.error,
    errorFallback: options.errorFallback,
    offlineText: options.offlineText ?? 'Erro ao salvar. Tente novamente.',
  };
}
