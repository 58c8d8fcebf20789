import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { useSetAccountActive, type AccountKind } from '../api/use-admin-accounts';

type Target = { id: number; name: string; active: boolean };

const CONSEQUENCE: Record<AccountKind, string> = {
  'health-units': 'A unidade ficará inativa até ser reativada.',
  staff: 'A conta não poderá entrar no sistema até ser reativada.',
  patients: 'A conta não poderá entrar no sistema até ser reativada.',
  'hospital-administrators': 'A conta não poderá entrar no sistema até ser reativada.',
  'public-authorities': 'A conta não poderá entrar no sistema até ser reativada.',
  pharmacies: 'A farmácia não poderá entrar nem dispensar receitas até ser reativada.',
};

/**
 * The department's Ativar/Desativar of a unit or an account. Deactivating shuts someone out, so it
 * asks first; activating is sent at once. `dialog` is to be rendered beside the control.
 */
export function useActiveToggle(kind: AccountKind, target: Target, errorText: string) {
  const mutation = useSetAccountActive(kind);
  const [asking, setAsking] = useState(false);
  const send = (is_active: boolean) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: target.id, is_active },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => toast.error(apiErrorMessage(error, errorText)),
      },
    );
  };
  // Mounted while asking: every row of a list has this control, and a closed dialog still costs a render.
  const dialog = asking ? (
    <ConfirmDialog
      open
      onOpenChange={setAsking}
      title={kind === 'health-units' ? 'Desativar unidade' : 'Desativar conta'}
      question={`Desativar ${target.name}? ${CONSEQUENCE[kind]}`}
      confirmLabel="Desativar"
      busy={mutation.isPending}
      onConfirm={() => send(false)}
    />
  ) : null;
  return {
    toggle: () => (target.active ? setAsking(true) : send(true)),
    pending: mutation.isPending,
    dialog,
  };
}
