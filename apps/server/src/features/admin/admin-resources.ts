/**
 * What the department creates, edits and switches on and off: each kind of account, and the health
 * units. Every kind goes through the same three writes here, so each change is kept in the audit
 * trail the same way (`admin.<name>.created`, `.updated`, `.status_changed`: who, what, which) and no
 * kind can forget it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ServiceContext } from '../../lib/service-context';
import { auditAction } from '../audit/audit.service';

type Details = Record<string, unknown> | undefined;

export type AdminResource<Row extends { id: number }, Create, Update> = {
  /** The audit trail's names: actions `admin.<name>.*` on targets of type `<target>`. */
  name: string;
  target: string;
  create(db: Kysely<DB>, input: Create): Promise<Row>;
  /** The row as saved, and what the trail should add (a new password, the unit...). */
  update(db: Kysely<DB>, id: number, input: Update): Promise<{ row: Row; details?: Details }>;
  setActive(db: Kysely<DB>, id: number, active: boolean): Promise<Row>;
  createdDetails?(row: Row): Details;
};

export async function createResource<Row extends { id: number }, C, U>(
  ctx: ServiceContext,
  resource: AdminResource<Row, C, U>,
  input: C,
): Promise<Row> {
  const row = await resource.create(ctx.deps.db, input);
  await auditAction(
    ctx,
    `admin.${resource.name}.created`,
    { type: resource.target, id: row.id },
    resource.createdDetails?.(row),
  );
  return row;
}

export async function updateResource<Row extends { id: number }, C, U>(
  ctx: ServiceContext,
  resource: AdminResource<Row, C, U>,
  id: number,
  input: U,
): Promise<Row> {
  const { row, details } = await resource.update(ctx.deps.db, id, input);
  await auditAction(ctx, `admin.${resource.name}.updated`, { type: resource.target, id }, details);
  return row;
}

export async function setResourceActive<Row extends { id: number }, C, U>(
  ctx: ServiceContext,
  resource: AdminResource<Row, C, U>,
  id: number,
  active: boolean,
): Promise<Row> {
  const row = await resource.setActive(ctx.deps.db, id, active);
  await auditAction(
    ctx,
    `admin.${resource.name}.status_changed`,
    { type: resource.target, id },
    { is_active: active },
  );
  return row;
}

/** An account's update as the trail keeps it: whether its password was replaced. */
export const passwordDetails = <Row>({ user, passwordChanged }: { user: Row; passwordChanged: boolean }) => ({
  row: user,
  details: { password_changed: passwordChanged },
});
