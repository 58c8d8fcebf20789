import { useState } from 'react';
import { crmLabel } from '@saude/shared/domain/professional-codes';
import { UserPlus } from 'lucide-react';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PhoneNumber } from '@/components/ui/phone-number';
import { maskCpf } from '@/lib/masks';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ActiveSwitch, AdminTable, EmptyState, TabHeader, cellClass } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { StaffFormDialog } from './staff-form-dialog';

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
          {(items) => (
            <AdminTable
              caption="Funcionários"
              headers={['Nome', 'Telefone', 'CPF', 'Tipo', 'Especialidade / CRM', 'Ativo']}
            >
              {items.map((s) => (
                <tr key={s.id}>
                  <td className={`${cellClass} font-medium`}>{s.full_name}</td>
                  <td className={cellClass}>
                    <PhoneNumber value={s.phone} fallback="-" />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{s.cpf ? maskCpf(s.cpf) : '-'}</td>
                  <td className={cellClass}>{USER_TYPE_LABELS[s.user_type]}</td>
                  <td className={cellClass}>
                    {s.user_type === 'doctor'
                      ? [s.specialty, crmLabel(s.crm, s.crm_uf)].filter(Boolean).join(' · ') || '-'
                      : '-'}
                  </td>
                  <td className={cellClass}>
                    <ActiveSwitch id={s.id} active={s.is_active} name={s.full_name} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </PagedList>
      </ActiveToggles>
      <StaffFormDialog open={registering} onOpenChange={setRegistering} />
    </section>
  );
}
