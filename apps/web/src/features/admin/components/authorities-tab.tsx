import { useState } from 'react';
import { Plus } from 'lucide-react';
import { AUTHORITY_TYPE_LABELS } from '@saude/shared/auth/roles';
import { Button } from '@/components/ui/button';
import { maskPhone } from '@/lib/masks';
import { useAccountList } from '../api/use-admin-accounts';
import { ActiveSwitch, AdminTable, ListState, SearchField, TabHeader, cellClass } from './admin-ui';
import { AuthorityFormDialog } from './authority-form-dialog';

/** Public authorities tab: search by name or username; no edit here (spec 02 section 2). */
export function AuthoritiesTab() {
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useAccountList('public-authorities', { q });
  const items = list.data?.items ?? [];
  return (
    <section className="space-y-4" aria-label="Órgãos Públicos">
      <TabHeader title="Órgãos Públicos">
        <SearchField id="busca-orgaos" label="Buscar por nome ou usuário" value={q} onChange={setQ} />
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" /> Novo Órgão
        </Button>
      </TabHeader>
      <ListState
        loading={list.isPending}
        empty={items.length === 0}
        emptyText="Nenhum órgão público encontrado"
      >
        <AdminTable caption="Órgãos públicos" headers={['Nome', 'Usuário', 'Tipo', 'Contato', 'Ativo']}>
          {items.map((a) => (
            <tr key={a.id}>
              <td className={`${cellClass} font-medium`}>{a.authority_name}</td>
              <td className={cellClass}>{a.username}</td>
              <td className={cellClass}>{AUTHORITY_TYPE_LABELS[a.authority_type]}</td>
              <td className={cellClass}>
                <span className="block">{a.contact_email ?? '-'}</span>
                <span className="block text-slate-600">
                  {a.contact_phone ? maskPhone(a.contact_phone) : ''}
                </span>
              </td>
              <td className={cellClass}>
                <ActiveSwitch
                  kind="public-authorities"
                  id={a.id}
                  active={a.is_active}
                  name={a.authority_name}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <AuthorityFormDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
