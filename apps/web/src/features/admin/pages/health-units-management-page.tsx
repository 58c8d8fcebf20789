import { Suspense, useState } from 'react';
import { Plus } from '@/components/icons';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { useAccountList } from '../api/use-admin-accounts';
import { SearchField } from '@/components/ui/search-field';
import { HealthUnitCards } from '../components/health-unit-card';
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
      <HealthUnitCards
        list={list}
        onEdit={openFor}
        showCreated
        statusErrorText="Erro ao atualizar status da unidade"
      />
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
