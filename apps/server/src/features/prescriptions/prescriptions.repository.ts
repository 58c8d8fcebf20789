/** Prescriptions and the stored signing key: the only queries of this feature. */
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { DB, PrescriptionsTable } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import type { SettingsStore } from '../../lib/signing';

/** A patient reads their own prescriptions; a doctor the ones they issued. */
export type PrescriptionScope = { kind: 'patient'; patientId: number } | { kind: 'doctor'; staffId: number };

/** Newest first; the (scope, date, id) indexes of migration 010 hold exactly this order. */
const newestFirst = [sql.ref('rx.prescription_date'), sql.ref('rx.id')];
const newestDispensed = [sql.ref('rx.dispensed_at'), sql.ref('rx.id')];

/** The scope as a condition on `rx`: the same for the page and for its count. */
const inScope =
  (scope: PrescriptionScope) => (eb: ExpressionBuilder<DB & { rx: PrescriptionsTable }, 'rx'>) =>
    scope.kind === 'patient'
      ? eb('rx.patient_id', '=', scope.patientId)
      : eb('rx.doctor_staff_id', '=', scope.staffId);

/** Who dispensed, in words for the patient, and where by key: a partner pharmacy or a unit's panel. */
export type DispensedBy = { label: string; pharmacyId?: number; unitId?: number };

export function prescriptionsRepository(db: Kysely<DB>) {
  const withNames = () =>
    db
      .selectFrom('prescriptions as rx')
      .innerJoin('patients as p', 'p.id', 'rx.patient_id')
      .innerJoin('staff as s', 's.id', 'rx.doctor_staff_id')
      .selectAll('rx')
      .select([
        'p.full_name as patient_name',
        's.full_name as doctor_name',
        's.crm as doctor_crm',
        's.crm_uf as doctor_crm_uf',
        's.specialty as doctor_specialty',
      ]);

  return {
    /** A page of the scope's prescriptions, newest first, read by key through its (scope, date) index. */
    list: (scope: PrescriptionScope, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (rx: PrescriptionRow) => [rx.prescription_date, rx.id],
            read: (afterKey, take) => {
              let q = withNames().where(inScope(scope));
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('rx.prescription_date', 'desc').orderBy('rx.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    count: (scope: PrescriptionScope) =>
      cappedTotal(db, db.selectFrom('prescriptions as rx').where(inScope(scope))),
    byId: (id: number) => withNames().where('rx.id', '=', id).executeTakeFirstOrThrow(),
    byPublicId: (publicId: string) => withNames().where('rx.public_id', '=', publicId).executeTakeFirst(),

    doctor: (staffId: number) =>
      db
        .selectFrom('staff')
        .select(['id', 'full_name', 'crm', 'crm_uf', 'specialty', 'health_unit_id'])
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow(),
    pharmacy: (id: number) =>
      db
        .selectFrom('pharmacies')
        .select(['name', 'cnpj', 'pharmacist_name', 'pharmacist_crf', 'pharmacist_crf_uf'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** What a pharmacy dispensed, newest first, read by key on (dispensed_pharmacy_id, dispensed_at, id). */
    dispensedBy: (pharmacyId: number, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (rx: PrescriptionRow) => [rx.dispensed_at ?? '', rx.id],
            read: (afterKey, take) => {
              let q = withNames().where('rx.dispensed_pharmacy_id', '=', pharmacyId);
              if (afterKey) q = q.where(after(newestDispensed, 'desc', afterKey));
              return q.orderBy('rx.dispensed_at', 'desc').orderBy('rx.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    countDispensedBy: (pharmacyId: number) =>
      cappedTotal(
        db,
        db.selectFrom('prescriptions as rx').where('rx.dispensed_pharmacy_id', '=', pharmacyId),
      ),

    insert: async (row: Insertable<PrescriptionsTable>) =>
      (await db.insertInto('prescriptions').values(row).returning('id').executeTakeFirstOrThrow()).id,
    setQrCode: (id: number, qr: string) =>
      db.updateTable('prescriptions').set({ qr_code: qr }).where('id', '=', id).execute(),

    /** Only a valid, not yet dispensed prescription changes; the condition makes it safe under races. */
    /** Dispensed once, while valid and not past `today` (rows without a last day are checked by the caller). */
    async markDispensed(publicId: string, at: string, by: DispensedBy, today: string): Promise<boolean> {
      const result = await db
        .updateTable('prescriptions')
        .set({
          dispensed_at: at,
          dispensed_by: by.label,
          dispensed_pharmacy_id: by.pharmacyId ?? null,
          dispensed_unit_id: by.unitId ?? null,
        })
        .where('public_id', '=', publicId)
        .where('is_valid', '=', 1)
        .where('dispensed_at', 'is', null)
        .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type PrescriptionRow = Awaited<ReturnType<ReturnType<typeof prescriptionsRepository>['byId']>>;

/** app_settings as the signing module's key store. */
export function settingsStore(db: Kysely<DB>): SettingsStore {
  return {
    get: async (key) =>
      (await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst())?.value,
    async insertIfAbsent(key, value) {
      await db
        .insertInto('app_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  };
}
