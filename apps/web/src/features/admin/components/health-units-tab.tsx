import { useState } from 'react';
import { ExternalLink, Plus } from 'lucide-react';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState, SearchField, TabHeader } from './admin-ui';
import { ActiveToggles } from './active-toggles';
import { HealthUnitCard } from './health-unit-card';
import { HealthUnitFormDialog } from './health-unit-form-dialog';

/** Units tab: newest first, search by name; cards; 'Gerenciar' opens /health-units-management in a new tab. */
export function HealthUnitsTab() {
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<AdminHealthUnit | null>(null);
  const [open, setOpen] = useState(false);
  const list = useAccountList('health-units', { q: useDebouncedValue(text) });
  const openFor = (unit: AdminHealthUnit | null) => {
    setEditing(unit);
    setOpen(true);
  };
  return (
    <section className="space-y-4" aria-label="Unidades de Saúde">
      <TabHeader title="Unidades de Saúde">
        <SearchField id="busca-unidades" label="Buscar por nome ou CNES" value={text} onChange={setText} />
        <Button onClick={() => openFor(null)}>
          <Plus className="size-4" aria-hidden="true" /> Nova Unidade
        </Button>
        <a
          href="/health-units-management"
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'outline' })}
        >
          <ExternalLink className="size-4" aria-hidden="true" /> Gerenciar
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      </TabHeader>
      <ActiveToggles kind="health-units">
        <PagedList
          list={list}
          loadingLabel="Carregando unidades..."
          errorText="Não foi possível carregar as unidades de saúde."
          totalText={(count, total) => `${count} ${total === 1 ? 'unidade' : 'unidades'}`}
          empty={<EmptyState text="Nenhuma unidade encontrada" />}
        >
          {(items) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Unidades de saúde">
              {items.map((unit) => (
                <li key={unit.id}>
                  <HealthUnitCard unit={unit} onEdit={openFor} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </ActiveToggles>
      <HealthUnitFormDialog open={open} onOpenChange={setOpen} unit={editing} />
    </section>
  );
}
