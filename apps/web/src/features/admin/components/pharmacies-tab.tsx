import { useMemo, useState } from 'react';
import { Plus } from '@/components/icons';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { maskCnpj } from '@/lib/masks';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAccountList } from '../api/use-admin-accounts';
import { EmptyState, TabHeader } from './admin-ui';
import { AccountList, EditButton, activeSwitchColumn, type AccountColumn } from './account-list';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { PharmacyFormDialog } from './pharmacy-form-dialog';

/**
 * Partner pharmacies (docs/decisions/023-pharmacy-accounts.md): newest first, found by name, user,
 * CNPJ or pharmacist; created and edited here, deactivated with the switch (their sessions end).
 */
export function PharmaciesTab() {
  const [text, setText] = useState('');
  // null: closed; 'new': creating; a row: editing it.
  const [editing, setEditing] = useState<PharmacyUser | 'new' | null>(null);
  const list = useAccountList('pharmacies', { q: useDebouncedValue(text) });
  // setEditing is stable: the columns, and so the rows, are made once.
  const columns = useMemo<AccountColumn<PharmacyUser>[]>(
    () => [
      {
        header: 'Farmácia',
        slot: 'title',
        cell: (p) => (
          <>
            <span className="block">{p.name}</span>
            <span className="block font-normal text-slate-600">{p.username}</span>
          </>
        ),
      },
      { header: 'CNPJ', nowrap: true, cell: (p) => maskCnpj(p.cnpj) },
      {
        header: 'Farmacêutico responsável',
        cell: (p) => (
          <>
            <span className="block">{p.pharmacist_name}</span>
            <span className="block whitespace-nowrap text-slate-600">
              CRF-{p.pharmacist_crf_uf} {p.pharmacist_crf}
            </span>
          </>
        ),
      },
      activeSwitchColumn('Ativa', (p) => p.name),
      {
        header: 'Ações',
        slot: 'actions',
        cell: (p, place) => (
          <EditButton label={`Editar ${p.name}`} place={place} onClick={() => setEditing(p)} />
        ),
      },
    ],
    [],
  );
  return (
    <section className="space-y-4" aria-label="Farmácias">
      <TabHeader title="Farmácias parceiras">
        <SearchField
          id="busca-farmacias"
          label="Buscar por nome, CNPJ ou farmacêutico"
          value={text}
          onChange={setText}
        />
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> Nova Farmácia
        </Button>
      </TabHeader>
      <p className="text-sm text-slate-600">
        Farmácias que validam receitas digitais pelo QR code e registram a dispensação.
      </p>
      <ActiveToggles kind="pharmacies">
        <PagedList
          list={list}
          loadingLabel="Carregando farmácias..."
          errorText="Não foi possível carregar as farmácias."
          totalText={(count, total) => `${count} ${total === 1 ? 'farmácia' : 'farmácias'}`}
          empty={
            <EmptyState
              text={text.trim() ? 'Nenhuma farmácia encontrada' : 'Nenhuma farmácia cadastrada'}
              hint={text.trim() ? undefined : 'Cadastre a primeira com "Nova Farmácia".'}
            />
          }
        >
          {(items) => <AccountList caption="Farmácias parceiras" columns={columns} rows={items} />}
        </PagedList>
      </ActiveToggles>
      <PharmacyFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        pharmacy={editing === 'new' ? null : editing}
      />
    </section>
  );
}
