import { useState } from 'react';
import { Plus } from '@/components/icons';
import { AUTHORITY_TYPE_LABELS } from '@saude/shared/auth/roles';
import type { PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState, TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { ActiveToggles } from './active-toggles';
import { AccountList, activeSwitchColumn, contactCell, type AccountColumn } from './account-list';
import { AuthorityFormDialog } from './authority-form-dialog';

const COLUMNS: AccountColumn<PublicAuthorityUser>[] = [
  { header: 'Nome', slot: 'title', cell: (a) => a.authority_name },
  { header: 'Usuário', cell: (a) => a.username },
  { header: 'Tipo', cell: (a) => AUTHORITY_TYPE_LABELS[a.authority_type] },
  { header: 'Contato', cell: (a) => contactCell(a.contact_email, a.contact_phone) },
  activeSwitchColumn('Ativo', (a) => a.authority_name),
];

/** Public authorities tab: newest first, search by name or username; no edit here (spec 02 section 2). */
export function AuthoritiesTab() {
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useAccountList('public-authorities', { q: useDebouncedValue(text) });
  return (
    <section className="space-y-4" aria-label="Órgãos Públicos">
      <TabHeader title="Órgãos Públicos">
        <SearchField id="busca-orgaos" label="Buscar por nome ou usuário" value={text} onChange={setText} />
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" /> Novo Órgão
        </Button>
      </TabHeader>
      <ActiveToggles kind="public-authorities">
        <PagedList
          list={list}
          loadingLabel="Carregando órgãos públicos..."
          errorText="Não foi possível carregar os órgãos públicos."
          totalText={(count, total) => `${count} ${total === 1 ? 'órgão público' : 'órgãos públicos'}`}
          empty={<EmptyState text="Nenhum órgão público encontrado" />}
        >
          {(items) => <AccountList caption="Órgãos públicos" columns={COLUMNS} rows={items} />}
        </PagedList>
      </ActiveToggles>
      <AuthorityFormDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
