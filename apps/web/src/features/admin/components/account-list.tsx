/**
 * The accounts of an admin list (staff, patients, public bodies, pharmacies, unit administrators): a
 * table where it fits; on a phone, or where the columns do not fit, one card per account, each value
 * under its heading, read without scrolling sideways. Every list describes its columns once and gets
 * both.
 */
import { Fragment, memo, type ReactNode } from 'react';
import { Pencil } from '@/components/icons';
import { crmLabel } from '@saude/shared/domain/professional-codes';
import type { AdminStaffUser } from '@saude/shared/schemas/admin';
import type { StaffUser } from '@saude/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PhoneNumber } from '@/components/ui/phone-number';
import { cn } from '@/lib/cn';
import { maskCpf } from '@/lib/masks';
import { useIsPhone } from '@/lib/use-is-phone';
import { useTableFits } from '@/lib/use-table-fits';
import { ActiveSwitch, AdminTable, cellClass } from './admin-ui';

/** Where a cell is drawn: a table's row or a phone's card. */
export type Place = 'table' | 'card';

export type AccountColumn<T> = {
  header: string;
  /** null: nothing to say for this account ('-' in the table, no line on the card). */
  cell: (row: T, place: Place) => ReactNode;
  /**
   * Its place on the card: the heading, the badge beside it, or the buttons under the values. Any
   * other column is a value under its header.
   */
  slot?: 'title' | 'badge' | 'actions';
  /** A value that must stay on one line (a CPF, a CNPJ, the buttons). */
  nowrap?: boolean;
};

type Props<T> = {
  caption: string;
  /** Stable between renders (module-level or memoised): rows render again only when their data does. */
  columns: AccountColumn<T>[];
  rows: T[];
};

export function AccountList<T extends { id: number }>({ caption, columns, rows }: Props<T>) {
  const phone = useIsPhone();
  // Beside the side menu a laptop's screen can be too narrow for a list's columns (the patients' seven
  // at 1024 px): cards there too, rather than "Ativo" cut and "Ações" out of sight.
  const table = useTableFits<HTMLDivElement>(phone ? null : rows);
  return (
    <div ref={table.ref}>
      {phone || !table.fits ? (
        <ul aria-label={caption} className="grid gap-3 md:grid-cols-2">
          {rows.map((row) => (
            <AccountCard key={row.id} columns={columns} row={row} />
          ))}
        </ul>
      ) : (
        <AdminTable caption={caption} headers={columns.map((column) => column.header)}>
          {rows.map((row) => (
            <AccountRow key={row.id} columns={columns} row={row} />
          ))}
        </AdminTable>
      )}
    </div>
  );
}

type RowProps<T> = { columns: AccountColumn<T>[]; row: T };

/**
 * Memoised: "Carregar mais" appends a page, and a list of thousands of accounts must not render every
 * earlier one again for it (pages keep their rows' identity).
 */
const AccountRow = memo(function AccountRow<T>({ columns, row }: RowProps<T>) {
  return (
    <tr>
      {columns.map((column) => (
        <td
          key={column.header}
          className={cn(
            cellClass,
            column.slot === 'title' && 'font-medium',
            column.nowrap && 'whitespace-nowrap',
          )}
        >
          {column.cell(row, 'table') ?? '-'}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

const AccountCard = memo(function AccountCard<T>({ columns, row }: RowProps<T>) {
  const inSlot = (slot: AccountColumn<T>['slot']) =>
    columns
      .filter((column) => column.slot === slot)
      .map((column) => <Fragment key={column.header}>{column.cell(row, 'card')}</Fragment>);
  const values = columns
    .filter((column) => column.slot === undefined)
    .map((column) => [column.header, column.cell(row, 'card')] as const)
    .filter(([, value]) => value != null);
  const actions = inSlot('actions');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 font-medium break-words text-slate-900">{inSlot('title')}</div>
        {inSlot('badge')}
      </div>
      {values.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
          {values.map(([header, value]) => (
            <Fragment key={header}>
              <dt className="text-slate-600">{header}</dt>
              <dd className="min-w-0 break-words text-slate-900">{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {actions.length > 0 ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** "Editar": a quiet button in a table's row, an outlined one on a card where it must be seen. */
export function EditButton({ label, place, onClick }: { label: string; place: Place; onClick: () => void }) {
  return (
    <Button variant={place === 'card' ? 'outline' : 'ghost'} size="sm" aria-label={label} onClick={onClick}>
      <Pencil className="size-4" aria-hidden="true" /> Editar
    </Button>
  );
}

/** The spec's active switch as a column, "Ativo" or "Ativa" (inside the list's <ActiveToggles>). */
export function activeSwitchColumn<T extends { id: number; is_active: boolean }>(
  header: string,
  name: (row: T) => string,
): AccountColumn<T> {
  return { header, cell: (row) => <ActiveSwitch id={row.id} active={row.is_active} name={name(row)} /> };
}

// Values more than one list shows; null when there is nothing to show.
export const cpfCell = (cpf: string | null | undefined) => (cpf ? maskCpf(cpf) : null);
export const phoneCell = (phone: string | null | undefined) => (phone ? <PhoneNumber value={phone} /> : null);
/** A contact's email and phone, one under the other, each left out when empty. */
export function contactCell(email: string | null | undefined, phone: string | null | undefined) {
  if (!email && !phone) return null;
  return (
    <>
      {email ? <span className="block">{email}</span> : null}
      {phone ? <span className="block text-slate-600">{phoneCell(phone)}</span> : null}
    </>
  );
}
/** A doctor's specialty and CRM ("Cardiologia · CRM-SP 123456"); nothing for other staff. */
export function staffCredentials(staff: StaffUser): string | null {
  if (staff.user_type !== 'doctor') return null;
  return [staff.specialty, crmLabel(staff.crm, staff.crm_uf)].filter(Boolean).join(' · ') || null;
}

/** Where a doctor or receptionist works (decision 063); a department member works for the city. */
export const staffUnitColumn = <T extends AdminStaffUser>(): AccountColumn<T> => ({
  header: 'Unidade',
  cell: (staff) =>
    staff.user_type === 'health_department'
      ? null
      : (staff.health_unit_name ?? <span className="text-amber-800">Nenhuma</span>),
});
