/**
 * Provisional records of people treated without documents: registered by doctors and reception,
 * read (only) by public authorities, who compare them with missing-person records.
 */
import type { z } from 'zod';
import { randomInt } from 'node:crypto';
import type { Gender } from '@saude/shared/domain/constants';
import {
  AGE_GROUP_BOUNDS,
  type ProvisionalPatient,
  type ProvisionalPatientCreated,
  type provisionalPatientCreateSchema,
  type provisionalPatientsQuerySchema,
} from '@saude/shared/schemas/provisional-patients';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { ServiceContext } from '../../lib/service-context';
import { auditAction, auditPageRead } from '../audit/audit.service';
import { forbidden } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { fileUrl } from '../auth/auth.presenters';
import { normalizeImage } from '../files/image-normalize';
import { storeImage } from '../files/files.service';
import { isUniqueViolation } from '../../db/unique-violation';
import { provisionalPatientsRepository, type ProvisionalFilter } from './provisional-patients.repository';

const MAX_ID_ATTEMPTS = 8;

/**
 * PROV-<year>-<6 digits>. The suffix is random in 100000-999999, so it cannot be confused with a
 * sequence (nor the demo's low numbers), and a collision is retried.
 */
export function newProvisionalId(now = new Date()): string {
  return `PROV-${now.getUTCFullYear()}-${randomInt(100_000, 1_000_000)}`;
}

export async function registerProvisionalPatient(
  ctx: ServiceContext,
  input: z.output<typeof provisionalPatientCreateSchema>,
): Promise<ProvisionalPatientCreated> {
  const { db } = ctx.deps;
  const by = ctx.principal;
  if (!by.staffId) throw forbidden();
  const staffId = by.staffId;
  // Refuse a bad photo before anything is written.
  const photo = await normalizeImage(input.photo_url);
  for (let attempt = 1; ; attempt++) {
    const at = nowIso();
    const provisionalId = newProvisionalId();
    try {
      const id = await db.transaction().execute(async (trx) => {
        const repo = provisionalPatientsRepository(trx);
        if (await repo.provisionalIdExists(provisionalId)) return null;
        const file = await storeImage(trx, {
          image: photo,
          purpose: 'provisional_photo',
          owner: { kind: 'staff', id: staffId },
        });
        return repo.insert({
          provisional_id: provisionalId,
          photo_file_id: file.id,
          approximate_age: input.approximate_age,
          gender: input.gender,
          physical_description: input.physical_description,
          registration_location: input.registration_location,
          registration_date: at,
          registered_by_staff_id: staffId,
          registered_by_name: by.displayName,
          health_unit_id: by.healthUnitId ?? null,
          created_at: at,
        });
      });
      if (id !== null) {
        const target = { type: 'provisional_patient', id };
        await auditAction(ctx, 'provisional_patient.created', target, { provisional_id: provisionalId });
        return { id, provisional_id: provisionalId };
      }
    } catch (err) {
      // Two registrations drew the same id at once: draw again.
      if (!isUniqueViolation(err) || attempt >= MAX_ID_ATTEMPTS) throw err;
      continue;
    }
    if (attempt >= MAX_ID_ATTEMPTS) throw new Error('could not draw a free provisional id');
  }
}

export async function listProvisionalPatients(
  ctx: ServiceContext,
  query: z.output<typeof provisionalPatientsQuerySchema>,
  now = new Date(),
): Promise<{ page: Page<ProvisionalPatient>; total: Total }> {
  const filter: ProvisionalFilter = {
    q: query.q,
    gender: query.gender,
    ageRange: query.age_group ? AGE_GROUP_BOUNDS[query.age_group] : undefined,
    since: query.days ? new Date(now.getTime() - query.days * 86_400_000).toISOString() : undefined,
  };
  const repo = provisionalPatientsRepository(ctx.deps.db);
  const [page, total] = await Promise.all([repo.list(filter, query.cursor, query.limit), repo.count(filter)]);
  // Facial photos and descriptions of vulnerable people: every read is kept with its filters.
  const details = {
    q: query.q || undefined,
    gender: query.gender,
    age_group: query.age_group,
    days: query.days,
  };
  await auditPageRead(
    ctx,
    { action: 'provisional_patients.list', targetType: 'provisional_patient', details },
    query,
    page.items,
  );
  const items = page.items.map((r) => ({
    id: r.id,
    provisional_id: r.provisional_id,
    photo_url: fileUrl(r.photo_file_id),
    approximate_age: r.approximate_age,
    gender: r.gender as Gender,
    physical_description: r.physical_description,
    registration_location: r.registration_location,
    registration_date: r.registration_date,
    registered_by_name: r.registered_by_name,
  }));
  return { page: { items, next: page.next }, total };
}
