import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PhoneNumber } from '@/components/ui/phone-number';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ActiveSwitch, AdminTable, EmptyState, TabHeader, cellClass } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { HospitalAdminFormDialog } from './hospital-admin-form-dialog';

/** Hospital admins tab: newest first, search by name or username; unit, e-mail, phone, active, edit. */
export function HospitalAdminsTab() {
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<HospitalUser | null>(null);
  const [open, setOpen] = useState(false);
  const list = useAccountList('hospital-administrators', { q: useDebouncedValue(text) });
  const openFor = (admin: HospitalUser | null) => {
    setEditing(admin);
    setOpen(true);
  };
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
          {(items) => (
            <AdminTable
              caption="Administradores de hospitais"
              headers={['Nome', 'Usuário', 'Unidade', 'E-mail', 'Telefone', 'Ativo', 'Ações']}
            >
              {items.map((a) => (
                <tr key={a.id}>
                  <td className={`${cellClass} font-medium`}>{a.administrator_name}</td>
                  <td className={cellClass}>{a.username}</td>
                  <td className={cellClass}>{a.health_unit_name}</td>
                  <td className={cellClass}>{a.email ?? '-'}</td>
                  <td className={cellClass}>
                    <PhoneNumber value={a.phone} fallback="-" />
                  </td>
                  <td className={cellClass}>
                    <ActiveSwitch id={a.id} active={a.is_active} name={a.administrator_name} />
                  </td>
                  <td className={cellClass}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => openFor(a)}
                      aria-label={`Editar ${a.administrator_name}`}
                    >
                      <Pencil className="size-4" aria-hidden="true" /> Editar
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </PagedList>
      </ActiveToggles>
      <HospitalAdminFormDialog open={open} onOpenChange={setOpen} admin={editing} />
    </section>
  );
}
