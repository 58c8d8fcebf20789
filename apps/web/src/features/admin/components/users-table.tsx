/** The list of /users-management: one set of columns per tab, a status badge and the two actions. */
import { useMemo } from 'react';
import { Power } from '@/components/icons';
import { AUTHORITY_TYPE_LABELS, USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import type { AdminPatient, AdminStaffUser } from '@saude/shared/schemas/admin';
import type { PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { useActiveToggle } from './active-toggles';
import {
  AccountList,
  EditButton,
  contactCell,
  cpfCell,
  phoneCell,
  staffCredentials,
  staffUnitColumn,
  type AccountColumn,
} from './account-list';
import { ActiveBadge } from './admin-ui';
import { PatientCns } from './patient-cns';

export type UsersTabKind = 'staff' | 'patients' | 'public-authorities';
export type UserRow = AdminStaffUser | AdminPatient | PublicAuthorityUser;

type Column = AccountColumn<UserRow>;
const staffUnit = staffUnitColumn<AdminStaffUser>();

const name = (row: UserRow) => ('authority_name' in row ? row.authority_name : row.full_name);

// Each tab's own columns, between the name and the status.
const VALUES: Record<UsersTabKind, Column[]> = {
  staff: [
    { header: 'CPF', nowrap: true, cell: (row) => cpfCell((row as AdminStaffUser).cpf) },
    { header: 'Tipo', cell: (row) => USER_TYPE_LABELS[(row as AdminStaffUser).user_type] },
    staffUnit as Column,
    { header: 'Especialidade / CRM', cell: (row) => staffCredentials(row as AdminStaffUser) },
    { header: 'Telefone', cell: (row) => phoneCell((row as AdminStaffUser).phone) },
  ],
  patients: [
    { header: 'CPF', nowrap: true, cell: (row) => cpfCell((row as AdminPatient).cpf) },
    { header: 'Cartão SUS', cell: (row) => <PatientCns patient={row as AdminPatient} /> },
    { header: 'Telefone', cell: (row) => phoneCell((row as AdminPatient).phone) },
  ],
  'public-authorities': [
    { header: 'Usuário', cell: (row) => (row as PublicAuthorityUser).username },
    { header: 'Tipo', cell: (row) => AUTHORITY_TYPE_LABELS[(row as PublicAuthorityUser).authority_type] },
    {
      header: 'Contato',
      cell: (row) => {
        const authority = row as PublicAuthorityUser;
        return contactCell(authority.contact_email, authority.contact_phone);
      },
    },
  ],
};

type Props = { kind: UsersTabKind; rows: UserRow[]; onEdit: (row: UserRow) => void };

export function UsersTable({ kind, rows, onEdit }: Props) {
  const columns = useMemo<Column[]>(
    () => [
      { header: 'Nome', slot: 'title', cell: name },
      ...VALUES[kind],
      { header: 'Status', slot: 'badge', cell: (row) => <ActiveBadge active={row.is_active} /> },
      {
        header: 'Ações',
        slot: 'actions',
        nowrap: true,
        cell: (row, place) => (
          <>
            <EditButton label={`Ver e editar ${name(row)}`} place={place} onClick={() => onEdit(row)} />
            <StatusButton id={row.id} active={row.is_active} name={name(row)} />
          </>
        ),
      },
    ],
    [kind, onEdit],
  );
  return <AccountList caption="Usuários" columns={columns} rows={rows} />;
}

/** Inside the list's <ActiveToggles>, which holds the request and the question for every row. */
function StatusButton({ id, active, name }: { id: number; active: boolean; name: string }) {
  const { toggle, pending } = useActiveToggle({ id, name, active });
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={pending}
      aria-label={`${active ? 'Desativar' : 'Ativar'} ${name}`}
      onClick={toggle}
    >
      <Power className="size-4" aria-hidden="true" /> {active ? 'Desativar' : 'Ativar'}
    </Button>
  );
}
