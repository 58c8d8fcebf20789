import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { useAccountList } from '../api/use-admin-accounts';
import { ListState, SearchField } from '../components/admin-ui';
import { HealthUnitCard } from '../components/health-unit-card';
import { HealthUnitFormDialog } from '../components/health-unit-form-dialog';

/** Case-insensitive substring of the name or the address (spec 02 section 2). */
export function matchesUnit(unit: AdminHealthUnit, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase('pt-BR');
  if (!needle) return true;
  return [unit.name, unit.address, unit.full_address].some((v) =>
    (v ?? '').toLocaleLowerCase('pt-BR').includes(needle),
  );
}

/** '/health-units-management': card grid, search, create and edit, activate and deactivate. */
export default function HealthUnitsManagementPage() {
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<AdminHealthUnit | null>(null);
  const [open, setOpen] = useState(false);
  // The whole city's units fit in one page; searching the address as well is done here.
  const list = useAccountList('health-units');
  const units = (list.data?.items ?? []).filter((u) => matchesUnit(u, q));
  const openFor = (unit: AdminHealthUnit | null) => {
    setEditing(unit);
    setOpen(true);
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          id="busca-unidades-gestao"
          label="Buscar por nome ou endereço"
          value={q}
          onChange={setQ}
        />
        <Button onClick={() => openFor(null)}>
          <Plus className="size-4" aria-hidden="true" /> Nova Unidade
        </Button>
      </div>
      <ListState loading={list.isPending} empty={units.length === 0} emptyText="Nenhuma unidade encontrada">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {units.map((unit) => (
            <li key={unit.id}>
              <HealthUnitCard
                unit={unit}
                onEdit={openFor}
                showCreated
                statusErrorText="Erro ao atualizar status da unidade"
              />
            </li>
          ))}
        </ul>
      </ListState>
      <HealthUnitFormDialog
        open={open}
        onOpenChange={setOpen}
        unit={editing}
        errorFallback="Erro ao salvar unidade de saúde"
      />
    </div>
  );
}
