/** The table of /users-management: one row shape per tab, a status badge and the two actions. */
import { Fragment, memo, type ReactNode } from 'react';
import { crmLabel } from '@saude/shared/domain/professional-codes';
import { Pencil, Power } from 'lucide-react';
import { AUTHORITY_TYPE_LABELS, USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import type { AdminPatient } from '@saude/shared/schemas/admin';
import type { PublicAuthorityUser, StaffUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PhoneNumber } from '@/components/ui/phone-number';
import { maskCpf } from '@/lib/masks';
import { useActiveToggle } from './active-toggles';
import { ActiveBadge, AdminTable, cellClass } from './admin-ui';
import { PatientCns } from './patient-cns';

export type UsersTabKind = 'staff' | 'patients' | 'public-authorities';
export type UserRow = StaffUser | AdminPatient | PublicAuthorityUser;

const HEADERS: Record<UsersTabKind, string[]> = {
  staff: ['Nome', 'CPF', 'Tipo', 'Especialidade / CRM', 'Telefone', 'Status', 'Ações'],
  patients: ['Nome', 'CPF', 'Cartão SUS', 'Telefone', 'Status', 'Ações'],
  'public-authorities': ['Nome', 'Usuário', 'Tipo', 'Contato', 'Status', 'Ações'],
};

function cells(kind: UsersTabKind, row: UserRow): [string, ReactNode[]] {
  if (kind === 'staff') {
    const s = row as StaffUser;
    const pro =
      s.user_type === 'doctor' ? [s.specialty, crmLabel(s.crm, s.crm_uf)].filter(Boolean).join(' · ') : '';
    return [
      s.full_name,
      [
        s.cpf ? maskCpf(s.cpf) : '-',
        USER_TYPE_LABELS[s.user_type],
        pro || '-',
        <PhoneNumber key="phone" value={s.phone} fallback="-" />,
      ],
    ];
  }
  if (kind === 'patients') {
    const p = row as AdminPatient;
    return [
      p.full_name,
      [
        p.cpf ? maskCpf(p.cpf) : '-',
        <PatientCns key="cns" patient={p} />,
        <PhoneNumber key="phone" value={p.phone} fallback="-" />,
      ],
    ];
  }
  const a = row as PublicAuthorityUser;
  const contact =
    a.contact_email || a.contact_phone ? (
      <Fragment key="contact">
        {a.contact_email}
        {a.contact_email && a.contact_phone ? ' · ' : null}
        <PhoneNumber value={a.contact_phone} />
      </Fragment>
    ) : (
      '-'
    );
  return [a.authority_name, [a.username, AUTHORITY_TYPE_LABELS[a.authority_type], contact]];
}

type Props = { kind: UsersTabKind; rows: UserRow[]; onEdit: (row: UserRow) => void };

export function UsersTable({ kind, rows, onEdit }: Props) {
  return (
    <AdminTable caption="Usuários" headers={HEADERS[kind]}>
      {rows.map((row) => (
        <UserTableRow key={row.id} kind={kind} row={row} onEdit={onEdit} />
      ))}
    </AdminTable>
  );
}

/**
 * One row, rendered again only when its data changes: "Carregar mais" appends a page, and a table of
 * thousands of rows must not render every row again for it (pages keep their rows' identity).
 */
const UserTableRow = memo(function UserTableRow({
  kind,
  row,
  onEdit,
}: {
  kind: UsersTabKind;
  row: UserRow;
  onEdit: (row: UserRow) => void;
}) {
  const [name, rest] = cells(kind, row);
  return (
    <tr>
      <td className={`${cellClass} font-medium`}>{name}</td>
      {rest.map((value, i) => (
        <td key={i} className={i === 0 ? `${cellClass} whitespace-nowrap` : cellClass}>
          {value}
        </td>
      ))}
      <td className={cellClass}>
        <ActiveBadge active={row.is_active} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={`Ver e editar ${name}`}>
          <Pencil className="size-4" aria-hidden="true" /> Editar
        </Button>
        <StatusButton id={row.id} active={row.is_active} name={name} />
      </td>
    </tr>
  );
});

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
