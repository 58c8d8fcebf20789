/** Inserts environmental reports, department messages (with read marks) and provisional patients. */
import { UNITS } from './demo-data';
import { STAFF } from './demo-staff';
import { PROVISIONAL, REPORTS } from './demo-community';
import { MESSAGES, type DemoMessage } from './demo-messages';
import { addDays, localStamp } from './demo-ids';
import { need, type SeedContext, type SeedIds } from './demo-insert-people';

const FEATURED_PATIENT = 'ana' as const;
const staffNames = new Map(STAFF.map((s) => [s.key, s.name] as const));
const unitNames = new Map(UNITS.map((u) => [u.key, u.name] as const));

export async function insertCommunity(ctx: SeedContext, ids: SeedIds): Promise<void> {
  const { db, today, now } = ctx;
  const stamp = (day: number, time: string) => localStamp(addDays(today, day), time, now);

  await db
    .insertInto('environmental_reports')
    .values(
      REPORTS.map((r, i) => {
        const createdAt = stamp(r.day, `${String(7 + (i % 10)).padStart(2, '0')}:${i % 2 ? '45' : '10'}`);
        const followUp =
          r.status === 'pending'
            ? createdAt
            : stamp(Math.min(r.day + (r.status === 'resolved' ? 6 : 2), 0), '14:00');
        return {
          patient_id: need(ids.patients, r.patient),
          report_type: r.type,
          title: r.title,
          description: r.description,
          photo_file_id: null,
          latitude: r.latitude,
          longitude: r.longitude,
          address: r.address,
          neighborhood: r.neighborhood,
          status: r.status,
          created_at: createdAt,
          updated_at: followUp < createdAt ? createdAt : followUp,
        };
      }),
    )
    .execute();

  const featured = `patient_${need(ids.patients, FEATURED_PATIENT)}`;
  for (const m of MESSAGES) {
    const createdAt = stamp(m.day, m.time);
    const row = await db
      .insertInto('messages')
      .values({
        sender_kind: 'health_department',
        sender_id: ids.department,
        recipient_type: m.type,
        recipient_id: m.type === 'individual' ? recipientId(m, ids) : null,
        title: m.title,
        message_text: m.text,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (m.readByFeatured) {
      const readAt = new Date(Math.min(Date.parse(createdAt) + 3 * 3_600_000, now.getTime())).toISOString();
      await db
        .insertInto('message_reads')
        .values({ message_id: row.id, recipient: featured, read_at: readAt })
        .execute();
    }
  }

  const year = today.slice(0, 4);
  await db
    .insertInto('provisional_patients')
    .values(
      PROVISIONAL.map((p) => {
        const registeredAt = stamp(-p.daysAgo, p.hour);
        return {
          provisional_id: `PROV-${year}-${String(p.number).padStart(6, '0')}`,
          photo_file_id: null,
          approximate_age: p.age,
          gender: p.gender,
          physical_description: p.description,
          registration_location: need(unitNames, p.unit),
          registration_date: registeredAt,
          registered_by_staff_id: need(ids.staff, p.by),
          registered_by_name: need(staffNames, p.by),
          health_unit_id: need(ids.units, p.unit),
          created_at: registeredAt,
        };
      }),
    )
    .execute();
}

function recipientId(m: DemoMessage, ids: SeedIds): string {
  const to = m.to;
  if (!to) throw new Error(`demo seed: individual message '${m.title}' has no recipient`);
  if ('patient' in to) return `patient_${need(ids.patients, to.patient)}`;
  if ('staff' in to) return `staff_${need(ids.staff, to.staff)}`;
  return `authority_${need(ids.authorities, to.authority)}`;
}
