import { useState } from 'react';
import { UserPlus } from '@/components/icons';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import type { AdminStaffUser } from '@saude/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState, TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import {
  AccountList,
  activeSwitchColumn,
  cpfCell,
  phoneCell,
  staffCredentials,
  staffUnitColumn,
  type AccountColumn,
} from './account-list';
import { StaffFormDialog } from './staff-form-dialog';

const COLUMNS: AccountColumn<AdminStaffUser>[] = [
  { header: 'Nome', slot: 'title', cell: (s) => s.full_name },
  { header: 'Telefone', cell: (s) => phoneCell(s.phone) },
  { header: 'CPF', nowrap: true, cell: (s) => cpfCell(s.cpf) },
  { header: 'Tipo', cell: (s) => USER_TYPE_LABELS[s.user_type] },
  staffUnitColumn(),
  { header: 'Especialidade / CRM', cell: staffCredentials },
  activeSwitchColumn('Ativo', (s) => s.full_name),
];

/** Staff tab: newest first, search by name or CPF; edit is not offered here (spec 02 section 2). */
export function StaffTab() {
  const [text, setText] = useState('');
  const [registering, setRegistering] = useState(false);
  const list = useAccountList('staff', { q: useDebouncedValue(text) });
  return (
    <section className="space-y-4" aria-label="Funcionários">
      <TabHeader title="Funcionários">
        <SearchField id="busca-funcionarios" label="Buscar por nome ou CPF" value={text} onChange={setText} />
        <Button onClick={() => setRegistering(true)}>
          <UserPlus className="size-4" aria-hidden="true" /> Cadastrar Funcionário
        </Button>
      </TabHeader>
      <ActiveToggles kind="staff">
        <PagedList
          list={list}
          loadingLabel="Carregando funcionários..."
          errorText="Não foi possível carregar os funcionários."
          totalText={(count, total) => `${count} ${total === 1 ? 'funcionário' : 'funcionários'}`}
          empty={<EmptyState text="Nenhum funcionário encontrado" />}
        >
          {(items) => <AccountList caption="Funcionários" columns={COLUMNS} rows={items} />}
        </PagedList>
      </ActiveToggles>
      <StaffFormDialog open={registering} onOpenChange={setRegistering} />
    </section>
  );
}
