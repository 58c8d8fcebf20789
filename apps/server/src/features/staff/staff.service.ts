import type { z } from 'zod';
import type { staffRegisterSchema } from '@saude/shared/schemas/auth';
import { professionalFields } from '@saude/shared/domain/professional-codes';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import type { ServiceContext } from '../../lib/service-context';
import { auditAction } from '../audit/audit.service';
import { staffRepository } from './staff.repository';
import { staffUnit } from './staff-unit';

export async function registerStaff(ctx: ServiceContext, input: z.output<typeof staffRegisterSchema>) {
  const repo = staffRepository(ctx.deps.db);
  if (input.cpf && (await repo.cpfExists(input.cpf))) throw conflict('CPF já cadastrado');
  const unitId = await staffUnit(ctx.deps.db, input.user_type, input.health_unit_id);
  const at = nowIso();
  const id = await repo.insert({
    full_name: input.full_name,
    user_type: input.user_type,
    cpf: input.cpf,
    phone: input.phone,
    ...professionalFields(input),
    health_unit_id: unitId ?? null,
    password_hash: await hashPassword(input.password),
    is_active: 1,
    created_at: at,
    updated_at: at,
  });
  await auditAction(ctx, 'staff.created', { type: 'staff', id });
  return repo.byId(id);
}
