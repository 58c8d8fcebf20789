/**
 * After a crash and restart: every acknowledged write is stored whole, and nothing half-written is
 * visible anywhere in the database (checked with direct SQL, over all rows, not only ours).
 */
import { createHash } from 'node:crypto';
import type { Acked } from './crash-workload';
import type { Query, Row } from './databases';
import sharp from 'sharp';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const num = (v: unknown) => (v == null ? null : Number(v));

/** Rows that can only exist if a multi-step write was cut half-way. */
const HALF_WRITTEN: [string, string][] = [
  [
    'report whose photo file is missing',
    `select r.id from environmental_reports r left join files f on f.id = r.photo_file_id
     where r.photo_file_id is not null and f.id is null`,
  ],
  ['prescription without its QR code', 'select id from prescriptions where qr_code is null'],
  [
    'approved request without its appointment',
    `select r.id from appointment_requests r left join appointments a on a.id = r.appointment_id
     where r.status = 'approved' and (r.appointment_id is null or a.id is null or a.request_id <> r.id)`,
  ],
  [
    'appointment made from a request that is not approved',
    `select a.id from appointments a join appointment_requests r on r.id = a.request_id
     where r.status <> 'approved' or r.appointment_id is null or r.appointment_id <> a.id`,
  ],
];

export async function checkNothingHalfWritten(query: Query): Promise<string[]> {
  const problems: string[] = [];
  for (const [what, text] of HALF_WRITTEN) {
    const rows = await query(text);
    if (rows.length) problems.push(`${what}: ids ${rows.map((r) => r.id).join(', ')}`);
  }
  return problems;
}

async function one(query: Query, text: string, id: unknown): Promise<Row | undefined> {
  return (await query(text, [id]))[0];
}

/** Compares one acknowledged write with what is stored; returns what differs. */
async function checkOne(db: Query, ack: Acked, patientId: number, doctorId: number): Promise<string[]> {
  const bad = (msg: string) => [`${ack.kind} ${'id' in ack ? ack.id : ack.requestId}: ${msg}`];
  switch (ack.kind) {
    case 'request': {
      const r = await one(db, 'select * from appointment_requests where id = ?', ack.id);
      if (!r) return bad('missing');
      const same =
        num(r.patient_id) === patientId &&
        r.notes === ack.notes &&
        r.appointment_type === ack.appointment_type &&
        r.health_unit_id == null;
      return same ? [] : bad(`stored differently: ${JSON.stringify(r)}`);
    }
    case 'approval': {
      const r = await one(db, 'select * from appointment_requests where id = ?', ack.requestId);
      if (!r || r.status !== 'approved') return bad(`not approved: ${JSON.stringify(r)}`);
      const a = await one(db, 'select * from appointments where id = ?', r.appointment_id);
      if (!a) return bad('appointment missing');
      const same =
        a.appointment_date === ack.date &&
        a.appointment_time === ack.time &&
        num(a.request_id) === ack.requestId;
      return same ? [] : bad(`appointment stored differently: ${JSON.stringify(a)}`);
    }
    case 'report': {
      const r = await one(db, 'select * from environmental_reports where id = ?', ack.id);
      if (!r) return bad('missing');
      const s = ack.sent;
      const fieldsSame =
        num(r.patient_id) === patientId &&
        r.report_type === s.report_type &&
        r.title === s.title &&
        r.description === s.description &&
        r.address === s.address &&
        r.neighborhood === s.neighborhood &&
        num(r.latitude) === s.latitude &&
        num(r.longitude) === s.longitude &&
        ack.photoUrl === `/api/files/${String(r.photo_file_id)}`;
      if (!fieldsSame) return bad(`stored differently: ${JSON.stringify(r)}`);
      const f = await one(db, 'select * from files where id = ?', r.photo_file_id);
      if (!f) return bad('photo file missing');
      const data = f.data as Uint8Array;
      // The server keeps a JPEG written again from the photo's pixels: whole, and the same picture.
      const [stored, sent] = await Promise.all([
        sharp(Buffer.from(data)).metadata(),
        sharp(ack.photo).metadata(),
      ]);
      const whole =
        f.content_type === 'image/jpeg' &&
        num(f.size) === data.length &&
        f.sha256 === sha256(data) &&
        stored.format === 'jpeg' &&
        stored.width === sent.width &&
        stored.height === sent.height;
      return whole ? [] : bad('photo file differs from what was sent');
    }
    case 'prescription': {
      const p = await one(db, 'select * from prescriptions where id = ?', ack.id);
      if (!p) return bad('missing');
      if (
        p.public_id !== ack.publicId ||
        p.prescription_text !== ack.text ||
        num(p.patient_id) !== patientId ||
        num(p.doctor_staff_id) !== doctorId
      ) {
        return bad(`stored differently: ${JSON.stringify({ ...p, qr_code: undefined })}`);
      }
      if (typeof p.qr_code !== 'string') return bad('no qr_code');
      const qr = JSON.parse(p.qr_code) as {
        prescription_id?: number;
        public_id?: string;
        text_sha256?: string;
      };
      const qrSame =
        qr.prescription_id === ack.id &&
        qr.public_id === ack.publicId &&
        qr.text_sha256 === sha256(Buffer.from(ack.text, 'utf8'));
      return qrSame ? [] : bad(`qr_code does not match: ${p.qr_code}`);
    }
  }
}

export async function checkAcknowledged(
  query: Query,
  acked: Acked[],
  ids: { patientId: number; doctorStaffId: number },
): Promise<string[]> {
  const problems: string[] = [];
  for (const ack of acked) problems.push(...(await checkOne(query, ack, ids.patientId, ids.doctorStaffId)));
  return problems;
}
