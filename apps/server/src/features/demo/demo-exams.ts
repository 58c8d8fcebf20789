/** Exam results of the demo patients, in days relative to the seed date (a few await approval). */
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import type { PatientKey } from './demo-patients';
import type { StaffKey } from './demo-staff';

export type DemoExam = {
  patient: PatientKey;
  /** The requesting doctor; the exam belongs to that doctor's unit. */
  doctor: StaffKey;
  day: number;
  type: string;
  result: string | null;
  reference: string | null;
  normal: boolean | null;
  notes: string | null;
  status: ExamApprovalStatus;
};

type Details = Partial<Pick<DemoExam, 'result' | 'reference' | 'normal' | 'notes' | 'status'>>;

const exam = (patient: PatientKey, doctor: StaffKey, day: number, type: string, d: Details): DemoExam => ({
  patient,
  doctor,
  day,
  type,
  result: d.result ?? null,
  reference: d.reference ?? null,
  normal: d.normal ?? null,
  notes: d.notes ?? null,
  status: d.status ?? 'approved',
});

/** Collected but without a released result: waits for the unit's approval. */
const awaiting = (patient: PatientKey, doctor: StaffKey, day: number, type: string, notes: string) =>
  exam(patient, doctor, day, type, { notes, status: 'pending' });

const CHOLESTEROL_REF = 'Desejável: < 190 mg/dL';
const TSH_REF = '0,4–4,5 µUI/mL';
const FASTING_GLUCOSE_REF = '70–99 mg/dL';

export const EXAMS: DemoExam[] = [
  exam('ana', 'camila', -13, 'Hemograma completo', {
    result: 'Hemoglobina 13,4 g/dL; leucócitos 6.800/mm³; plaquetas 245.000/mm³',
    reference: 'Hb 12,0–16,0 g/dL; leucócitos 4.000–11.000/mm³; plaquetas 150.000–450.000/mm³',
    normal: true,
    notes: 'Sem alterações.',
  }),
  exam('ana', 'camila', -13, 'Glicemia de jejum', {
    result: '92 mg/dL',
    reference: FASTING_GLUCOSE_REF,
    normal: true,
  }),
  exam('ana', 'camila', -13, 'Colesterol total', {
    result: '228 mg/dL',
    reference: CHOLESTEROL_REF,
    normal: false,
    notes: 'Levemente elevado. Orientada dieta e atividade física; repetir em 3 meses.',
  }),
  exam('ana', 'camila', -13, 'TSH', {
    result: '2,1 µUI/mL',
    reference: TSH_REF,
    normal: true,
    notes: 'Função tireoidiana normal.',
  }),
  exam('ana', 'ricardo', -2, 'Urocultura', {
    result: 'Negativa (sem crescimento bacteriano)',
    reference: 'Negativa',
    normal: true,
    notes: 'Controle após tratamento de infecção urinária.',
  }),
  exam('ana', 'fernanda', -55, 'Colpocitologia oncótica', {
    result: 'Negativo para lesão intraepitelial ou malignidade',
    reference: 'Negativo',
    normal: true,
  }),
  awaiting('ana', 'ricardo', -1, 'Raio-X de tórax', 'Aguardando laudo do radiologista.'),
  exam('joao', 'camila', -19, 'Creatinina', {
    result: '1,0 mg/dL',
    reference: '0,7–1,3 mg/dL',
    normal: true,
  }),
  exam('joao', 'camila', -19, 'Potássio', { result: '4,3 mEq/L', reference: '3,5–5,0 mEq/L', normal: true }),
  exam('joao', 'camila', -19, 'Colesterol total', {
    result: '241 mg/dL',
    reference: CHOLESTEROL_REF,
    normal: false,
    notes: 'LDL 162 mg/dL. Iniciada estatina.',
  }),
  exam('joao', 'camila', -21, 'Eletrocardiograma', {
    result: 'Ritmo sinusal, FC 78 bpm; sobrecarga ventricular esquerda discreta',
    reference: 'Ritmo sinusal sem alterações',
    normal: false,
  }),
  awaiting('joao', 'camila', 0, 'Perfil lipídico', 'Coleta realizada hoje.'),
  exam('maria', 'juliana', -20, 'Hemoglobina glicada (HbA1c)', {
    result: '7,8%',
    reference: '< 5,7% (meta no diabetes: < 7,0%)',
    normal: false,
    notes: 'Acima da meta terapêutica.',
  }),
  exam('maria', 'juliana', -20, 'Glicemia de jejum', {
    result: '148 mg/dL',
    reference: FASTING_GLUCOSE_REF,
    normal: false,
  }),
  exam('maria', 'juliana', -20, 'TSH', { result: '3,2 µUI/mL', reference: TSH_REF, normal: true }),
  exam('francisca', 'gustavo', -25, 'Raio-X de joelhos', {
    result: 'Redução do espaço articular medial bilateral; osteófitos marginais',
    normal: false,
    notes: 'Compatível com gonartrose.',
  }),
  exam('sebastiao', 'camila', -36, 'Tempo de protrombina (INR)', {
    result: 'INR 2,4',
    reference: 'Faixa terapêutica: 2,0–3,0',
    normal: true,
  }),
  exam('lucas', 'beatriz', -12, 'Hemograma completo', {
    result: 'Leucócitos 12.400/mm³; hemoglobina 12,8 g/dL; plaquetas 310.000/mm³',
    reference: 'Leucócitos 4.500–13.500/mm³; Hb 11,5–15,5 g/dL',
    normal: true,
  }),
  awaiting('rafael', 'eduardo', -6, 'Raio-X de coluna lombar', 'Aguardando liberação do laudo.'),
];
