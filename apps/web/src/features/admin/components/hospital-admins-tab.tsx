import { useMemo, useState } from 'react';
import { Plus } from '@/components/icons';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState, TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { useEditDialog } from './use-edit-dialog';
import { AccountList, EditButton, activeSwitchColumn, phoneCell, type AccountColumn } from './account-list';
import { HospitalAdminFormDialog } from './hospital-admin-form-dialog';

/** Hospital admins tab: newest first, search by name or username; unit, e-mail, phone, active, edit. */
export function HospitalAdminsTab() {
  const [text, setText] = useState('');
  const { editing, open, setOpen, openFor } = useEditDialog<HospitalUser>();
  const list = useAccountList('hospital-administrators', { q: useDebouncedValue(text) });
  const columns = useMemo<AccountColumn<HospitalUser>[]>(
    () => [
      { header: 'Nome', slot: 'title', cell: (a) => a.administrator_name },
      { header: 'Usuário', cell: (a) => a.username },
      { header: 'Unidade', cell: (a) => a.health_unit_name },
      { header: 'E-mail', cell: (a) => a.email },
      { header: 'Telefone', cell: (a) => phoneCell(a.phone) },
      activeSwitchColumn('Ativo', (a) => a.administrator_name),
      {
        header: 'Ações',
        slot: 'actions',
        cell: (a, place) => (
          <EditButton label={`Editar ${a.administrator_name}`} place={place} onClick={() => openFor(a)} />
        ),
      },
    ],
    [openFor],
  );
  return (
    <section className="space-y-4" aria-label="Administradores de Hospitais">
      <TabHeader title="Administradores de Hospitais">
        <SearchField id="busca-adm" label="Buscar por nome ou usuário" value={text} onChange={setText} />
        <Button onClick={() => openFor(null)}>
          <Plus className="size-4" aria-hidden="true" /> Novo Administrador
        </Button>
      </TabHeader>
      <ActiveToggles kind="hospital-administrators">
        <PagedList
          list={list}
          loadingLabel="Carregando administradores..."
          errorText="Não foi possível carregar os administradores."
          totalText={(count, total) => `${count} ${total === 1 ? 'administrador' : 'administradores'}`}
          empty={<EmptyState text="Nenhum administrador encontrado" />}
        >
          {(items) => <AccountList caption="Administradores de hospitais" columns={columns} rows={items} />}
        </PagedList>
      </ActiveToggles>
      <HospitalAdminFormDialog open={open} onOpenChange={setOpen} admin={editing} />
    </section>
  );
}
