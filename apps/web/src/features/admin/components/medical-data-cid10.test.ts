import { describe, expect, it } from 'vitest';
import type { AdminMedicalRecordItem } from '@saude/shared/schemas/admin';
import { detailRows, summarize } from './medical-data-items';

const record: AdminMedicalRecordItem = {
  id: 1,
  patient_id: 2,
  patient_name: 'Maria da Silva',
  doctor_name: 'João Pereira',
  health_unit_name: 'UBS Centro',
  record_date: '2025-03-07',
  diagnosis: 'Quadro gripal',
  diagnoses: [
    { code: 'J069', description: 'Infecção aguda das vias aéreas superiores não especificada' },
    { code: 'I10', description: 'Hipertensão essencial (primária)' },
  ],
  treatment: null,
  observations: null,
  created_at: '2025-03-07T12:00:00Z',
};

describe("the department's medical records with CID-10 codes", () => {
  it('lists the codes before the free text, and details each with its description', () => {
    expect(summarize('all-medical-records', record).text).toBe('J06.9, I10 — Quadro gripal');
    expect(summarize('all-medical-records', { ...record, diagnoses: [] }).text).toBe('Quadro gripal');
    expect(detailRows('all-medical-records', record)).toContainEqual([
      'CID-10',
      'J06.9 Infecção aguda das vias aéreas superiores não especificada; I10 Hipertensão essencial (primária)',
    ]);
    expect(detailRows('all-medical-records', { ...record, diagnoses: [] })).toContainEqual(['CID-10', '-']);
  });
});
