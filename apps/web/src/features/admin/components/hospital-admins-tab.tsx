import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { maskPhone } from '@/lib/masks';
import { useAccountList } from '../api/use-admin-accounts';
import { ActiveSwitch, AdminTable, ListState, SearchField, TabHeader, cellClass } from './admin-ui';
import { HospitalAdminFormDialog } from './hospital-admin-form-dialog';

/** Hospital admins tab: search by name or username; name, username, unit, e-mail, phone, active, edit. */
export function HospitalAdminsTab() {
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<HospitalUser | null>(null);
  const [open, setOpen] = useState(false);
  const list = useAccountList('hospital-administrators', { q });
  const items = list.data?.items ?? [];
  const openFor = (admin: HospitalUser | null) => {
    setEditing(admin);
    setOpen(true);
  };
  return (
    <section className="space-y-4" aria-label="Administradores de Hospitais">
      <TabHeader title="Administradores de Hospitais">
        <SearchField id="busca-adm" label="Buscar por nome ou usuário" value={q} onChange={setQ} />
        <Button onClick={() => openFor(null)}>
          <Plus className="size-4" aria-hidden="true" /> Novo Administrador
        </Button>
      </TabHeader>
      <ListState
        loading={list.isPending}
        empty={items.length === 0}
        emptyText="Nenhum administrador encontrado"
      >
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
              <td className={cellClass}>{a.phone ? maskPhone(a.phone) : '-'}</td>
              <td className={cellClass}>
                <ActiveSwitch
                  kind="hospital-administrators"
                  id={a.id}
                  active={a.is_active}
                  name={a.administrator_name}
                />
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
      </ListState>
      <HospitalAdminFormDialog open={open} onOpenChange={setOpen} admin={editing} />
    </section>
  );
}
