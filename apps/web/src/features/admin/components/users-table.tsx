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
import { useIsPhone } from '@/lib/use-is-phone';
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
        s.phone ? <PhoneNumber key="phone" value={s.phone} fallback="-" /> : '-',
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
        p.phone ? <PhoneNumber key="phone" value={p.phone} fallback="-" /> : '-',
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

/** A table on a wide screen; on a phone, one card per person, read without scrolling sideways. */
export function UsersTable({ kind, rows, onEdit }: Props) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <ul aria-label="Usuários" className="space-y-3">
        {rows.map((row) => (
          <UserCard key={row.id} kind={kind} row={row} onEdit={onEdit} />
        ))}
      </ul>
    );
  }
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

/** One person on a phone: the name, each column's value under its heading, the status and the actions. */
const UserCard = memo(function UserCard({
  kind,
  row,
  onEdit,
}: {
  kind: UsersTabKind;
  row: UserRow;
  onEdit: (row: UserRow) => void;
}) {
  const [name, rest] = cells(kind, row);
  // The headings between the name and the status ('Nome', 'Status' and 'Ações' are shown otherwise).
  const labels = HEADERS[kind].slice(1, 1 + rest.length);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium break-words text-slate-900">{name}</p>
        <ActiveBadge active={row.is_active} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rest.map((value, i) =>
          // A column with nothing to say for this person ('-' in the table) takes no line here.
          value === '-' ? null : (
            <Fragment key={labels[i]}>
              <dt className="text-slate-600">{labels[i]}</dt>
              <dd className="min-w-0 break-words text-slate-900">{value}</dd>
            </Fragment>
          ),
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(row)} aria-label={`Ver e editar ${name}`}>
          <Pencil className="size-4" aria-hidden="true" /> Editar
        </Button>
        <StatusButton id={row.id} active={row.is_active} name={name} />
      </div>
    </li>
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
