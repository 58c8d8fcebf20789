import { Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { useAccountList } from '../api/use-admin-accounts';
import { EmptyState, SearchField } from '../components/admin-ui';
import { ActiveToggles } from '../components/active-toggles';
import { HealthUnitCard } from '../components/health-unit-card';
import { HealthUnitFormDialog } from '../components/lazy-form-dialogs';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * '/health-units-management': card grid, newest first, searched by name or address (a
 * case-insensitive substring, in the database), create and edit, activate and deactivate.
 */
export default function HealthUnitsManagementPage() {
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<AdminHealthUnit | null>(null);
  const [open, setOpen] = useState(false);
  const list = useAccountList('health-units', { q: useDebouncedValue(text) });
  const openFor = (unit: AdminHealthUnit | null) => {
    setEditing(unit);
    setOpen(true);
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          id="busca-unidades-gestao"
          label="Buscar por nome, endereço ou CNES"
          value={text}
          onChange={setText}
        />
        <Button onClick={() => openFor(null)}>
          <Plus className="size-4" aria-hidden="true" /> Nova Unidade
        </Button>
      </div>
      <ActiveToggles kind="health-units" errorText="Erro ao atualizar status da unidade">
        <PagedList
          list={list}
          loadingLabel="Carregando unidades..."
          errorText="Não foi possível carregar as unidades de saúde."
          totalText={(count, total) => `${count} ${total === 1 ? 'unidade' : 'unidades'}`}
          empty={<EmptyState text="Nenhuma unidade encontrada" />}
        >
          {(units) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Unidades de saúde">
              {units.map((unit) => (
                <li key={unit.id}>
                  <HealthUnitCard unit={unit} onEdit={openFor} showCreated />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </ActiveToggles>
      <Suspense fallback={null}>
        {open ? (
          <HealthUnitFormDialog
            open
            onOpenChange={setOpen}
            unit={editing}
            errorFallback="Erro ao salvar unidade de saúde"
          />
        ) : null}
      </Suspense>
    </div>
  );
}
