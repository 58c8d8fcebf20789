import { MapPin, Pencil, Phone, Power } from '@/components/icons';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { PhoneNumber } from '@/components/ui/phone-number';
import { formatDate } from '@/lib/format-date';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';
import { ActiveToggles, useActiveToggle } from './active-toggles';
import { ActiveBadge, EmptyState } from './admin-ui';

type Props = {
  unit: AdminHealthUnit;
  onEdit: (unit: AdminHealthUnit) => void;
  showCreated?: boolean;
};

/**
 * A unit's card: name, Ativa/Inativa, CNES, address, phone (and created date on the management page).
 * Inside an <ActiveToggles kind="health-units">, which holds its Ativar/Desativar.
 */
export function HealthUnitCard({ unit, onEdit, showCreated }: Props) {
  const status = useActiveToggle({ id: unit.id, name: unit.name, active: unit.is_active });
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{unit.name}</h3>
        <ActiveBadge active={unit.is_active} feminine />
      </div>
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="font-medium text-slate-600">CNES</dt>
          <dd className={unit.cnes ? 'tabular-nums' : 'text-slate-600'}>{unit.cnes ?? 'não informado'}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <MapPin className="mt-0.5 size-4 text-slate-500" aria-label="Endereço" />
          </dt>
          <dd>{unit.address || unit.full_address || 'Endereço não informado'}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Phone className="mt-0.5 size-4 text-slate-500" aria-label="Telefone" />
          </dt>
          <dd>
            <PhoneNumber value={unit.phone} fallback="Telefone não informado" />
          </dd>
        </div>
      </dl>
      {/* Outside the list: a <dl> may hold only its term and description groups (axe definition-list). */}
      {showCreated ? (
        <p className="text-xs text-slate-600">Cadastrada em {formatDate(unit.created_at)}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(unit)} aria-label={`Editar ${unit.name}`}>
          <Pencil className="size-4" aria-hidden="true" /> Editar
        </Button>
        <Button
          variant={unit.is_active ? 'ghost' : 'secondary'}
          size="sm"
          disabled={status.pending}
          aria-label={`${unit.is_active ? 'Desativar' : 'Ativar'} ${unit.name}`}
          onClick={status.toggle}
        >
          <Power className="size-4" aria-hidden="true" /> {unit.is_active ? 'Desativar' : 'Ativar'}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The units as a grid of cards, page by page, each with its Ativar/Desativar: the admin panel's tab
 * and /health-units-management (which also shows when each was created).
 */
export function HealthUnitCards({
  list,
  onEdit,
  showCreated,
  statusErrorText,
}: {
  list: PagedListState<AdminHealthUnit>;
  onEdit: (unit: AdminHealthUnit) => void;
  showCreated?: boolean;
  statusErrorText?: string;
}) {
  return (
    <ActiveToggles kind="health-units" errorText={statusErrorText}>
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
                <HealthUnitCard unit={unit} onEdit={onEdit} showCreated={showCreated} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </ActiveToggles>
  );
}
