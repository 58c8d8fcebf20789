/** The demo users the system tests act as, signed in through the real login routes. */
import { demoAccounts, signIn, type HttpClient } from './http-client';
import { SPECIALTY, type Actors } from './crash-workload';

/** A hospital account of a unit with a doctor of SPECIALTY, and that doctor's option id. */
export type HospitalActor = { client: HttpClient; doctorOption: string; username: string };

export async function hospitalActors(baseUrl: string, wanted: number): Promise<HospitalActor[]> {
  const accounts = await demoAccounts(baseUrl);
  const found: HospitalActor[] = [];
  for (const { username } of accounts.hospitals) {
    if (found.length === wanted) break;
    const client = await signIn(baseUrl, '/api/hospital/login', { username, password: accounts.password });
    const options = await client.get<{ id: string }[]>(
      `/api/hospital/doctor-options?specialty=${encodeURIComponent(SPECIALTY)}`,
    );
    const first = options.status === 200 ? options.body[0] : undefined;
    if (first) found.push({ client, doctorOption: first.id, username });
  }
  if (found.length < wanted) throw new Error(`only ${found.length} demo units have a ${SPECIALTY}`);
  return found;
}

export async function signInActors(baseUrl: string): Promise<Actors> {
  const accounts = await demoAccounts(baseUrl);
  const patientAccount = accounts.patients[0];
  const doctorAccount = accounts.staff.find((s) => s.user_type === 'doctor');
  if (!patientAccount || !doctorAccount) throw new Error('demo patient or doctor missing');
  const password = accounts.password;
  const patient = await signIn(baseUrl, '/api/auth/patient/login', { cpf: patientAccount.cpf, password });
  const doctor = await signIn(baseUrl, '/api/auth/staff/login', { cpf: doctorAccount.cpf, password });
  const me = await patient.get<{ patient: { id: number } }>('/api/auth/patient/me');
  const staff = await doctor.get<{ user: { id: number } }>('/api/auth/staff/me');
  const [hospital] = await hospitalActors(baseUrl, 1);
  if (!hospital) throw new Error('no demo unit can approve');
  return {
    patient,
    patientId: me.body.patient.id,
    doctor,
    doctorStaffId: staff.body.user.id,
    hospital: hospital.client,
    doctorOption: hospital.doctorOption,
  };
}
