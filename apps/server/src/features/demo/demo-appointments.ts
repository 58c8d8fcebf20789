/**
 * Agenda of the demo city, in days relative to the seed date: past appointments (with medical
 * records and prescriptions), a full day today for the demo doctors and UBS Centro's reception,
 * and the next days. Specialty and unit come from the doctor unless the entry says otherwise.
 */
import type { AppointmentStatus, AppointmentType } from '@saude/shared/domain/constants';
import type { UnitKey } from './demo-data';
import type { PatientKey } from './demo-patients';

/** `cid10`: the visit's CID-10 codes (DATASUS table, without the dot), in the doctor's order. */
export type DemoRecord = { diagnosis: string; treatment: string; observations: string; cid10: string[] };
/** `dispensedAt`: the username of the demo pharmacy that dispensed it (demo-data PHARMACIES). */
export type DemoPrescription = { text: string; dispensedAt?: string };

export type DemoAppointment = {
  key: string;
  patient: PatientKey;
  day: number;
  time: string | null;
  /** Staff doctor key or autonomous (hospital) doctor key. */
  doctor: string;
  status: AppointmentStatus;
  type: AppointmentType;
  unit?: UnitKey;
  notes?: string;
  record?: DemoRecord;
  prescription?: DemoPrescription;
};

type Extra = Partial<Pick<DemoAppointment, 'type' | 'unit' | 'notes' | 'record' | 'prescription'>>;

const at = (
  key: string,
  patient: PatientKey,
  day: number,
  time: string | null,
  doctor: string,
  status: AppointmentStatus,
  extra: Extra = {},
): DemoAppointment => ({ key, patient, day, time, doctor, status, type: 'consultation', ...extra });

const record = (
  diagnosis: string,
  treatment: string,
  observations: string,
  cid10: string[] = [],
): DemoRecord => ({ diagnosis, treatment, observations, cid10 });

const rx = (...lines: string[]): DemoPrescription => ({ text: lines.join('\n') });

export const APPOINTMENTS: DemoAppointment[] = [
  // Past weeks.
  at('ana_gineco', 'ana', -62, '09:00', 'fernanda', 'completed', {
    record: record(
      'Consulta ginecológica de rotina; colpocitologia oncótica coletada',
      'Orientações sobre planejamento familiar; suplementação de ácido fólico',
      'Paciente planeja gestação nos próximos meses. Retorno com o resultado do preventivo.',
      ['Z014'],
    ),
    prescription: rx('Ácido fólico 5 mg — tomar 1 comprimido ao dia por 90 dias.'),
  }),
  at('ana_itu', 'ana', -31, '14:30', 'ricardo', 'completed', {
    record: record(
      'Infecção do trato urinário não complicada',
      'Nitrofurantoína por 7 dias; aumento da ingestão hídrica',
      'Alergia a dipirona registrada: prescrito paracetamol para dor. Solicitada urocultura de controle.',
      ['N390'],
    ),
    prescription: {
      ...rx(
        'Nitrofurantoína 100 mg — tomar 1 cápsula de 6 em 6 horas por 7 dias.',
        'Paracetamol 750 mg — tomar 1 comprimido de 6 em 6 horas se dor ou febre, por até 3 dias.',
      ),
      dispensedAt: 'farmacia.central',
    },
  }),
  at('ana_cardio', 'ana', -15, '10:00', 'camila', 'completed', {
    record: record(
      'Palpitações esporádicas; eletrocardiograma em ritmo sinusal, sem alterações',
      'Redução do consumo de cafeína; exames laboratoriais (hemograma, TSH, perfil lipídico)',
      'Colesterol total levemente elevado em exame anterior. Reavaliar no retorno.',
      ['R002', 'E780'],
    ),
    prescription: rx(
      'Propranolol 10 mg — tomar 1 comprimido se palpitações, no máximo 2 vezes ao dia, por 30 dias.',
    ),
  }),
  at('ana_derma', 'ana', -9, '15:00', 'paulo', 'cancelled', {
    unit: 'centro',
    notes: 'Cancelada pela paciente — pediu para remarcar.',
  }),
  at('joao_cardio', 'joao', -21, '08:30', 'camila', 'completed', {
    record: record(
      'Hipertensão arterial sistêmica estágio 1',
      'Losartana 50 mg/dia e hidroclorotiazida 25 mg/dia; dieta hipossódica; caminhada de 30 min 5 vezes por semana',
      'PA 152/96 mmHg. Solicitados creatinina, potássio e perfil lipídico.',
      ['I10'],
    ),
    prescription: rx(
      'Losartana potássica 50 mg — tomar 1 comprimido ao dia por 30 dias.',
      'Hidroclorotiazida 25 mg — tomar 1 comprimido pela manhã por 30 dias.',
    ),
  }),
  at('sebastiao_cardio', 'sebastiao', -35, '09:00', 'camila', 'completed', {
    record: record(
      'Fibrilação atrial crônica em anticoagulação',
      'Manter varfarina 5 mg/dia; controle de INR mensal',
      'INR 2,4 — dentro da faixa terapêutica. Orientado sobre sinais de sangramento.',
      ['I48'],
    ),
  }),
  at('maria_endo', 'maria', -18, '09:30', 'juliana', 'completed', {
    record: record(
      'Diabetes mellitus tipo 2 descompensado',
      'Ajuste da metformina; orientação nutricional; atividade física leve',
      'HbA1c 7,8%. Encaminhada ao grupo de educação em diabetes da UBS.',
      ['E119'],
    ),
    prescription: rx(
      'Metformina 850 mg — tomar 1 comprimido após o café da manhã e 1 após o jantar, uso contínuo.',
      'Tiras reagentes para glicemia capilar — medir em jejum 3 vezes por semana.',
    ),
  }),
  at('lucas_ped', 'lucas', -12, '10:30', 'beatriz', 'completed', {
    record: record(
      'Otite média aguda à direita',
      'Amoxicilina por 10 dias; analgesia com paracetamol',
      'Afebril no momento da consulta. Retornar se a febre persistir por mais de 48 horas.',
      ['H669'],
    ),
    prescription: rx(
      'Amoxicilina 250 mg/5 mL suspensão oral — dar 7 mL de 8 em 8 horas por 10 dias.',
      'Paracetamol 200 mg/mL gotas — dar 20 gotas de 6 em 6 horas se dor ou febre.',
    ),
  }),
  at('francisca_orto', 'francisca', -25, '13:30', 'gustavo', 'completed', {
    record: record(
      'Gonartrose bilateral, pior à esquerda',
      'Fisioterapia (10 sessões); analgesia; orientação para perda de peso',
      'Radiografia com redução do espaço articular medial. Alergia a AAS — evitar anti-inflamatórios.',
      ['M170'],
    ),
    prescription: rx(
      'Paracetamol 750 mg — tomar 1 comprimido de 8 em 8 horas por 10 dias.',
      'Encaminhamento para fisioterapia motora — 10 sessões.',
    ),
  }),
  at('rafael_upa', 'rafael', -6, '16:00', 'eduardo', 'completed', {
    record: record(
      'Lombalgia mecânica aguda',
      'Ciclobenzaprina 5 mg à noite por 5 dias; compressas mornas; afastamento de 2 dias',
      'Sem sinais de alerta neurológico. Orientado sobre postura no trabalho.',
      ['M545'],
    ),
    prescription: rx('Cloridrato de ciclobenzaprina 5 mg — tomar 1 comprimido à noite por 5 dias.'),
  }),
  at('gabriela_ped', 'gabriela', -10, '14:00', 'helio.barros', 'completed'),
  at('larissa_gineco', 'larissa', -8, '11:00', 'fernanda', 'no_show'),
  at('antonio_return', 'antonio', -4, '08:00', 'ricardo', 'cancelled', {
    type: 'followup',
    notes: 'Paciente internado no Hospital Municipal na data.',
  }),
  at('renata_cardio', 'renata', -3, '15:30', 'camila', 'no_show', { type: 'followup' }),

  // Today: Dr. Ricardo and Dra. Beatriz at UBS Centro (reception's unit), Dra. Camila at the hospital.
  at('maria_today', 'maria', 0, '07:30', 'ricardo', 'completed', {
    record: record(
      'Infecção de vias aéreas superiores',
      'Sintomáticos, hidratação e repouso',
      'Alergia a penicilina registrada. Quadro viral, sem indicação de antibiótico.',
      ['J069'],
    ),
    prescription: rx(
      'Paracetamol 500 mg — tomar 1 comprimido de 6 em 6 horas se febre ou dor, por até 5 dias.',
      'Cloreto de sódio 0,9% solução nasal — aplicar 3 gotas em cada narina 4 vezes ao dia por 5 dias.',
    ),
  }),
  at('antonio_exam', 'antonio', 0, null, 'ricardo', 'scheduled', {
    type: 'exam',
    notes: 'Coleta de sangue em jejum de 12 horas — hemograma, glicemia e perfil lipídico.',
  }),
  at('larissa_today', 'larissa', 0, '09:00', 'ricardo', 'confirmed'),
  at('ana_today', 'ana', 0, '10:30', 'ricardo', 'confirmed', {
    type: 'followup',
    notes: 'Retorno com o resultado da urocultura de controle.',
  }),
  at('rafael_today', 'rafael', 0, '14:00', 'ricardo', 'scheduled', { type: 'followup' }),
  at('sebastiao_today', 'sebastiao', 0, '15:30', 'ricardo', 'scheduled'),
  at('lucas_today', 'lucas', 0, '08:30', 'beatriz', 'confirmed', { type: 'followup' }),
  at('pedro_today', 'pedro', 0, '09:30', 'beatriz', 'scheduled', {
    notes: 'Puericultura — acompanhamento de crescimento e desenvolvimento.',
  }),
  at('gabriela_today', 'gabriela', 0, '11:00', 'beatriz', 'scheduled'),
  at('joao_today', 'joao', 0, '08:00', 'camila', 'confirmed', { type: 'followup' }),
  at('francisca_today', 'francisca', 0, '09:30', 'camila', 'scheduled'),
  at('renata_today', 'renata', 0, '13:30', 'camila', 'scheduled'),
  at('antonio_today', 'antonio', 0, '16:00', 'camila', 'scheduled'),
  at('renata_upa', 'renata', 0, '10:00', 'jorge.batista', 'confirmed'),

  // Next days.
  at('lucas_next', 'lucas', 1, '14:30', 'beatriz', 'scheduled', { type: 'followup' }),
  at('antonio_next', 'antonio', 1, '08:00', 'ricardo', 'scheduled', {
    type: 'followup',
    notes: 'Retorno com o resultado dos exames de sangue.',
  }),
  at('francisca_fisio', 'francisca', 2, '07:30', 'tatiane.melo', 'confirmed'),
  at('joao_oftalmo', 'joao', 3, '09:00', 'otavio.reis', 'scheduled'),
  at('renata_echo', 'renata', 4, '07:00', 'camila', 'scheduled', {
    type: 'exam',
    notes: 'Ecocardiograma transtorácico.',
  }),
  at('ana_cardio_return', 'ana', 5, '10:00', 'camila', 'scheduled', { type: 'followup' }),
  at('maria_endo_return', 'maria', 7, '10:30', 'juliana', 'scheduled', { type: 'followup' }),
  at('ana_gineco_next', 'ana', 12, '08:30', 'fernanda', 'scheduled'),
];
