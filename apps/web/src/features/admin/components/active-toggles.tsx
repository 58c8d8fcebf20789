import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import {
  isSettingActive,
  usePendingActiveIds,
  useSetAccountActive,
  type AccountKind,
} from '../api/use-admin-accounts';

type Target = { id: number; name: string; active: boolean };

const CONSEQUENCE: Record<AccountKind, string> = {
  'health-units': 'A unidade ficará inativa até ser reativada.',
  staff: 'A conta não poderá entrar no sistema até ser reativada.',
  patients: 'A conta não poderá entrar no sistema até ser reativada.',
  'hospital-administrators': 'A conta não poderá entrar no sistema até ser reativada.',
  'public-authorities': 'A conta não poderá entrar no sistema até ser reativada.',
  pharmacies: 'A farmácia não poderá entrar nem dispensar receitas até ser reativada.',
};

type Toggles = { toggle: (target: Target) => void; pendingIds: readonly number[] };

const TogglesContext = createContext<Toggles | null>(null);

/**
 * The department's Ativar/Desativar for every row of one list. Deactivating shuts someone out, so
 * it asks first; activating is sent at once. The list holds the one request state and the one
 * question for all its rows: a row of its own for each would build a page's worth of them (50 on
 * the first page) before the page first shows.
 */
export function ActiveToggles({
  kind,
  errorText = 'Erro ao atualizar status',
  children,
}: {
  kind: AccountKind;
  errorText?: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Target | null>(null);
  const { mutate } = useSetAccountActive(kind, {
    onSuccess: (id) => setAsking((open) => (open?.id === id ? null : open)),
    onError: (error) => toast.error(apiErrorMessage(error, errorText)),
  });
  const pendingIds = usePendingActiveIds(kind);
  // A second tap while the first is on its way sends nothing.
  const send = useCallback(
    (id: number, is_active: boolean) => {
      if (!isSettingActive(queryClient, kind, id)) mutate({ id, is_active });
    },
    [queryClient, kind, mutate],
  );
  const toggles = useMemo<Toggles>(
    () => ({ pendingIds, toggle: (target) => (target.active ? setAsking(target) : send(target.id, true)) }),
    [pendingIds, send],
  );
  return (
    <TogglesContext.Provider value={toggles}>
      {children}
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          title={kind === 'health-units' ? 'Desativar unidade' : 'Desativar conta'}
          question={`Desativar ${asking.name}? ${CONSEQUENCE[kind]}`}
          confirmLabel="Desativar"
          busy={pendingIds.includes(asking.id)}
          onConfirm={() => send(asking.id, false)}
        />
      ) : null}
    </TogglesContext.Provider>
  );
}

/** A row's Ativar/Desativar, inside its list's <ActiveToggles>. */
export function useActiveToggle(target: Target) {
  const toggles = useContext(TogglesContext);
  if (!toggles) throw new Error('useActiveToggle needs an <ActiveToggles> around the list');
  return { toggle: () => toggles.toggle(target), pending: toggles.pendingIds.includes(target.id) };
}
