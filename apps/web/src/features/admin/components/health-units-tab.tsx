import { useState } from 'react';
import { ExternalLink, Plus } from '@/components/icons';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAccountList } from '../api/use-admin-accounts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { HealthUnitCards } from './health-unit-card';
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
      <HealthUnitCards list={list} onEdit={openFor} />
      <HealthUnitFormDialog open={open} onOpenChange={setOpen} unit={editing} />
    </section>
  );
}
