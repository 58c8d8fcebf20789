import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { maskCnpj } from '@/lib/masks';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAccountList } from '../api/use-admin-accounts';
import { ActiveSwitch, AdminTable, EmptyState, TabHeader, cellClass } from './admin-ui';
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
          {(items) => (
            <AdminTable
              caption="Farmácias parceiras"
              headers={['Farmácia', 'CNPJ', 'Farmacêutico responsável', 'Ativa', 'Ações']}
            >
              {items.map((p) => (
                <tr key={p.id}>
                  <td className={cellClass}>
                    <span className="block font-medium">{p.name}</span>
                    <span className="block text-slate-600">{p.username}</span>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{maskCnpj(p.cnpj)}</td>
                  <td className={cellClass}>
                    <span className="block">{p.pharmacist_name}</span>
                    <span className="block whitespace-nowrap text-slate-600">
                      CRF-{p.pharmacist_crf_uf} {p.pharmacist_crf}
                    </span>
                  </td>
                  <td className={cellClass}>
                    <ActiveSwitch id={p.id} active={p.is_active} name={p.name} />
                  </td>
                  <td className={cellClass}>
                    {/* Named by aria-label: a visually hidden span would sit outside the scrolling
                        table and widen the whole page on a phone. */}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Editar ${p.name}`}
                      onClick={() => setEditing(p)}
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
      <PharmacyFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        pharmacy={editing === 'new' ? null : editing}
      />
    </section>
  );
}
