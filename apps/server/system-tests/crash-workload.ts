/**
 * Concurrent writes by real signed-in users, remembering exactly what each acknowledged (2xx) write
 * sent and got back. A write whose answer never arrived (the server died first) is not recorded:
 * it may or may not be stored, and either is correct.
 */
import { randomBytes } from 'node:crypto';
import type { HttpClient } from './http-client';
import sharp from 'sharp';

export const SPECIALTY = 'Clínico Geral';

export type AckedRequest = { kind: 'request'; id: number; notes: string; appointment_type: string };
export type AckedReport = {
  kind: 'report';
  id: number;
  sent: {
    report_type: 'mosquito' | 'trash';
    title: string;
    description: string;
    latitude: number;
    longitude: number;
    address: string;
    neighborhood: string;
  };
  photo: Buffer;
  photoUrl: string | null;
};
export type AckedPrescription = { kind: 'prescription'; id: number; publicId: string; text: string };
export type AckedApproval = { kind: 'approval'; requestId: number; date: string; time: string };
export type Acked = AckedRequest | AckedReport | AckedPrescription | AckedApproval;

export type Actors = {
  patient: HttpClient;
  patientId: number;
  doctor: HttpClient;
  doctorStaffId: number;
  hospital: HttpClient;
  /** "staff:N": a doctor of the hospital's unit with SPECIALTY. */
  doctorOption: string;
};

/** A small real PNG of random size and colour, so every photo has its own pixels and hash. */
export function smallPng(): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 256);
  return sharp({
    create: {
      width: 8 + Math.floor(Math.random() * 40),
      height: 6 + Math.floor(Math.random() * 40),
      channels: 3,
      background: { r: channel(), g: channel(), b: channel() },
    },
  })
    .png()
    .toBuffer();
}

const tag = () => randomBytes(6).toString('hex');

/** A tomorrow-or-later date, so approval never trips the "not before today" rule near midnight. */
function futureDate(): string {
  const d = new Date(Date.now() + (2 + Math.floor(Math.random() * 20)) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

type Writer = (actors: Actors) => Promise<Acked | null>;

const writeRequest: Writer = async ({ patient }) => {
  const notes = `crash ${tag()}`;
  const appointment_type = Math.random() < 0.5 ? 'consultation' : 'exam';
  const res = await patient.post<{ id: number }>('/api/appointment-requests', {
    specialty: SPECIALTY,
    appointment_type,
    health_unit_id: null,
    notes,
  });
  return res.status === 201 ? { kind: 'request', id: res.body.id, notes, appointment_type } : null;
};

const writeReport: Writer = async ({ patient }) => {
  const photo = await smallPng();
  const sent: AckedReport['sent'] = {
    report_type: Math.random() < 0.5 ? 'mosquito' : 'trash',
    title: `Foco ${tag()}`,
    description: `Descrição ${tag()}`,
    latitude: -22.7 - Math.random() / 10,
    longitude: -47.6 - Math.random() / 10,
    address: `Rua ${tag()}, 10`,
    neighborhood: 'Centro',
  };
  const res = await patient.post<{ id: number; photo_url: string | null }>('/api/reports', {
    ...sent,
    photo_url: `data:image/png;base64,${photo.toString('base64')}`,
  });
  if (res.status !== 201) return null;
  return { kind: 'report', id: res.body.id, sent, photo, photoUrl: res.body.photo_url };
};

const writePrescription: Writer = async ({ doctor, patientId }) => {
  // Not dipyrone: the demo patient is allergic to it, and the warning would refuse every one.
  const text = `Paracetamol 500 mg, 1 comprimido de 6/6 h se dor (${tag()})`;
  const res = await doctor.post<{ id: number; public_id: string }>('/api/prescriptions/standalone', {
    patient_id: patientId,
    prescription_text: text,
  });
  if (res.status !== 201) return null;
  return { kind: 'prescription', id: res.body.id, publicId: res.body.public_id, text };
};

/** Approves one request acknowledged earlier and still pending as far as this run knows. */
function approver(pending: number[]): Writer {
  return async ({ hospital, doctorOption }) => {
    const requestId = pending.shift();
    if (requestId === undefined) return null;
    const date = futureDate();
    const time = `${String(8 + Math.floor(Math.random() * 9)).padStart(2, '0')}:30`;
    const res = await hospital.post(`/api/hospital/appointment-requests/${requestId}/approve`, {
      appointment_date: date,
      appointment_time: time,
      assigned_doctor_id: doctorOption,
    });
    return res.status === 200 ? { kind: 'approval', requestId, date, time } : null;
  };
}

/**
 * Runs `lanes` loops of each writer until the server stops answering or `stopAt` passes.
 * `pending` holds acknowledged, not yet approved requests; the approver takes from it.
 */
export async function driveWrites(
  actors: Actors,
  acked: Acked[],
  pending: number[],
  options: { lanes: number; stopAt: number },
): Promise<{ failedRequests: number; unexpected: string[] }> {
  const writers = [writeRequest, writeReport, writePrescription, approver(pending)];
  let failedRequests = 0;
  const unexpected: string[] = [];
  const lane = async (write: Writer) => {
    // Bounded in time by stopAt, and in count as a second guard.
    for (let i = 0; i < 10_000 && Date.now() < options.stopAt; i++) {
      try {
        const ack = await write(actors);
        if (ack) {
          acked.push(ack);
          if (ack.kind === 'request') pending.push(ack.id);
        } else if (write !== writers[3]) {
          unexpected.push(`${write.name} was refused`);
        } else {
          await new Promise((r) => setTimeout(r, 5));
        }
      } catch {
        // Connection refused or reset: the server was killed. Anything in flight stays unknown.
        failedRequests++;
        return;
      }
    }
  };
  await Promise.all(writers.flatMap((w) => Array.from({ length: options.lanes }, () => lane(w))));
  return { failedRequests, unexpected };
}
