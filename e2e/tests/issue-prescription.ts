/**
 * A prescription issued as from the doctor's office: the first demo doctor signs in through the API
 * in a browser context of its own, finds the patient by CPF and issues it (the pharmacy journeys
 * start from a prescription in the patient's hands).
 */
import { expect, type Browser } from '@playwright/test';
import type { DemoAccounts } from '@saude/shared/schemas/auth';

export type IssuedPrescription = { public_id: string; qr_code: string };

export async function issuePrescription(
  browser: Browser,
  baseURL: string,
  demo: DemoAccounts,
  patientCpf: string,
  text: string,
): Promise<IssuedPrescription> {
  const doctor = demo.staff.find((s) => s.user_type === 'doctor')!;
  const office = await browser.newContext({ baseURL });
  try {
    const login = await office.request.post('/api/auth/staff/login', {
      data: { cpf: doctor.cpf, password: demo.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const found = await office.request.get(`/api/patients/search?q=${encodeURIComponent(patientCpf)}`);
    expect(found.ok(), await found.text()).toBe(true);
    const [match] = (await found.json()) as { id: number }[];
    const issued = await office.request.post('/api/prescriptions/standalone', {
      data: { patient_id: match!.id, prescription_text: text },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    return (await issued.json()) as IssuedPrescription;
  } finally {
    await office.close();
  }
}
