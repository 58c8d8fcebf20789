import { Suspense, useCallback, useMemo, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Trash2, UserPlus } from '@/components/icons';
import {
  AUTHORITY_TYPES,
  AUTHORITY_TYPE_LABELS,
  STAFF_TYPES,
  USER_TYPE_LABELS,
} from '@saude/shared/auth/roles';
import { STAFF_WITHOUT_UNIT } from '@saude/shared/domain/constants';
import type { AdminStaffUser } from '@saude/shared/schemas/admin';
import type { PatientProfile, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { ChoiceSelect, choicesOf, type Choice } from '@/components/ui/choice-select';
import { PagedList } from '@/components/ui/paged-list';
import { cn } from '@/lib/cn';
import { useAccountList, useAccountTotal, type AccountFilters } from '../api/use-admin-accounts';
import { EmptyState } from '../components/admin-ui';
import { SearchField } from '@/components/ui/search-field';
import {
  AuthorityFormDialog,
  PatientFormDialog,
  StaffFormDialog,
  WipeConfirmDialog,
} from '../components/lazy-form-dialogs';
import { ActiveToggles } from '../components/active-toggles';
import { useUnitChoices } from '../components/unit-choices';
import { UsersTable, type UserRow, type UsersTabKind } from '../components/users-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTabParam } from '@/lib/use-tab-param';
import { USERS_TABS } from '../api/prefetch-department-pages';

const TABS: { kind: UsersTabKind; label: string }[] = [
  { kind: 'staff', label: 'Funcionários' },
  { kind: 'patients', label: 'Pacientes' },
  { kind: 'public-authorities', label: 'Órgãos Públicos' },
];

const TYPE_FILTERS: Record<UsersTabKind, Choice<string>[] | null> = {
  staff: choicesOf(STAFF_TYPES, USER_TYPE_LABELS, 'Todos os tipos'),
  patients: null,
  'public-authorities': choicesOf(AUTHORITY_TYPES, AUTHORITY_TYPE_LABELS, 'Todos os tipos'),
};

/** The type filter's parameter on each tab's list (patients have none). */
const TYPE_PARAM: Record<UsersTabKind, keyof AccountFilters | null> = {
  staff: 'user_type',
  patients: null,
  'public-authorities': 'authority_type',
};

/**
 * '/users-management' (spec 02 section 2): staff, patients and public authorities, each tab with its
 * count; the open tab's list is searched and filtered by type in the database, page by page.
 */
export default function UsersManagementPage() {
  // The open tab is in the address (?aba=patients): a reload or a link opens it, its list asked at boot.
  const [tab, setTab] = useTabParam<UsersTabKind>(USERS_TABS, 'staff');
  const [text, setText] = useState('');
  const [type, setType] = useState('');
  const [unit, setUnit] = useState('');
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [dialog, setDialog] = useState<UsersTabKind | null>(null);
  const [wiping, setWiping] = useState(false);
  const q = useDebouncedValue(text);
  const totals = {
    staff: useAccountTotal('staff'),
    patients: useAccountTotal('patients'),
    'public-authorities': useAccountTotal('public-authorities'),
  };
  // Stable, so the tables' memoized rows are not rendered again when the page renders.
  const open = useCallback((kind: UsersTabKind, row: UserRow | null) => {
    setEditing(row);
    setDialog(kind);
  }, []);
  const edit = useMemo(
    () =>
      Object.fromEntries(TABS.map(({ kind }) => [kind, (row: UserRow) => open(kind, row)])) as Record<
        UsersTabKind,
        (row: UserRow) => void
      >,
    [open],
  );
  const dialogProps = (kind: UsersTabKind) => ({
    open: dialog === kind,
    onOpenChange: (o: boolean) => setDialog(o ? kind : null),
  });

  return (
    <div className="space-y-5">
      <Tabs.Root
        value={tab}
        onValueChange={(v) => {
          setTab(v as UsersTabKind);
          setType('');
          setUnit('');
        }}
        className="space-y-4"
      >
        <Tabs.List
          aria-label="Tipo de usuário"
          className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1"
        >
          {TABS.map(({ kind, label }) => (
            <Tabs.Trigger
              key={kind}
              value={kind}
              className={cn(
                'flex-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:flex-none',
                'focus-visible:outline-2 focus-visible:outline-teal-700',
                'data-[state=active]:bg-teal-700 data-[state=active]:text-white',
              )}
            >
              {label}
              {totals[kind].data ? ` (${totals[kind].data.label})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <SearchField
            id="busca-usuarios"
            label="Buscar por nome, CPF, CRM..."
            value={text}
            onChange={setText}
          />
          {TYPE_FILTERS[tab] ? (
            <ChoiceSelect
              id="filtro-tipo"
              label="Filtrar por tipo"
              labelAt="hidden"
              className="sm:w-52"
              value={type}
              onChange={setType}
              choices={TYPE_FILTERS[tab]}
            />
          ) : null}
          {tab === 'staff' ? <UnitFilter value={unit} onChange={setUnit} /> : null}
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button onClick={() => open(tab, null)}>
              <UserPlus className="size-4" aria-hidden="true" /> Novo Usuário
            </Button>
          </div>
        </div>
        {TABS.map(({ kind }) => (
          <Tabs.Content key={kind} value={kind} className="focus:outline-none">
            <UsersList kind={kind} q={q} type={type} unit={unit} onEdit={edit[kind]} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {/* After the list, apart: beside "Novo Usuário" a slip of the finger reached it. */}
      {tab === 'patients' ? (
        <section
          aria-labelledby="excluir-pacientes-titulo"
          className="space-y-2 rounded-xl border border-red-200 bg-red-50/50 p-4"
        >
          <h2 id="excluir-pacientes-titulo" className="font-semibold text-red-900">
            Área de emergência
          </h2>
          <p className="text-sm text-red-900">Exclui todos os pacientes de forma permanente.</p>
          <Button variant="danger" onClick={() => setWiping(true)}>
            <Trash2 className="size-4" aria-hidden="true" /> Excluir Todos Pacientes
          </Button>
        </section>
      ) : null}
      {/* Each dialog is mounted while open: its form code is fetched then, and it opens empty. */}
      <Suspense fallback={null}>
        {dialog === 'staff' ? (
          <StaffFormDialog {...dialogProps('staff')} staff={editing as AdminStaffUser | null} />
        ) : null}
        {dialog === 'patients' ? (
          <PatientFormDialog {...dialogProps('patients')} patient={editing as PatientProfile | null} />
        ) : null}
        {dialog === 'public-authorities' ? (
          <AuthorityFormDialog
            {...dialogProps('public-authorities')}
            authority={editing as PublicAuthorityUser | null}
          />
        ) : null}
        {wiping ? <WipeConfirmDialog target="patients" open onOpenChange={setWiping} /> : null}
      </Suspense>
    </div>
  );
}

/** The open tab's table: only it is asked for (the others' contents are not mounted). */
function UsersList({
  kind,
  q,
  type,
  unit,
  onEdit,
}: {
  kind: UsersTabKind;
  q: string;
  type: string;
  unit: string;
  onEdit: (row: UserRow) => void;
}) {
  const param = TYPE_PARAM[kind];
  const list = useAccountList(kind, {
    q,
    ...(param ? { [param]: type } : {}),
    ...(kind === 'staff' ? { unit } : {}),
  });
  return (
    <ActiveToggles kind={kind} errorText="Erro ao atualizar status do usuário">
      <PagedList<UserRow>
        list={list}
        loadingLabel="Carregando usuários..."
        errorText="Não foi possível carregar os usuários."
        totalText={(count, total) => `${count} ${total === 1 ? 'usuário' : 'usuários'}`}
        empty={<EmptyState text="Nenhum usuário encontrado" hint="Tente ajustar os filtros de busca." />}
      >
        {(rows) => <UsersTable kind={kind} rows={rows} onEdit={onEdit} />}
      </PagedList>
    </ActiveToggles>
  );
}

/** Who works at a unit, or which doctors and receptionists have none (decision 063). */
function UnitFilter({ value, onChange }: { value: string; onChange: (unit: string) => void }) {
  const units = useUnitChoices();
  const choices = [
    { value: '', label: 'Todas as unidades' },
    { value: STAFF_WITHOUT_UNIT, label: 'Sem unidade' },
    ...units.options,
  ];
  return (
    <ChoiceSelect
      id="filtro-unidade"
      label="Filtrar por unidade"
      labelAt="hidden"
      className="sm:w-60"
      value={value}
      onChange={onChange}
      choices={choices}
    />
  );
}
