/** Appointment requests (pending, approved, rejected) and prescriptions issued without an appointment. */
import type { AppointmentType, RequestStatus } from '@saude/shared/domain/constants';
import type { UnitKey } from './demo-data';
import type { PatientKey } from './demo-patients';
import type { StaffKey } from './demo-staff';

export type DemoRequest = {
  patient: PatientKey;
  specialty: string;
  type: AppointmentType;
  /** null: any unit may take it. */
  unit: UnitKey | null;
  notes: string | null;
  /** Day the patient asked (requested_date is the creation date). */
  day: number;
  status: RequestStatus;
  /** Approved: the key of the appointment it created. */
  appointment?: string;
  /** Rejected: the unit that declined. */
  decidedBy?: UnitKey;
};

const request = (
  patient: PatientKey,
  specialty: string,
  unit: UnitKey | null,
  day: number,
  status: RequestStatus,
  notes: string | null,
  extra: Partial<Pick<DemoRequest, 'type' | 'appointment' | 'decidedBy'>> = {},
): DemoRequest => ({ patient, specialty, type: 'consultation', unit, notes, day, status, ...extra });

export const REQUESTS: DemoRequest[] = [
  request(
    'ana',
    'Cardiologista',
    'hospital',
    -3,
    'approved',
    'Retorno para reavaliar palpitações e colesterol.',
    {
      type: 'followup',
      appointment: 'ana_cardio_return',
    },
  ),
  request('joao', 'Oftalmologista', null, -6, 'approved', 'Visão embaçada para leitura.', {
    appointment: 'joao_oftalmo',
  }),
  request(
    'francisca',
    'Fisioterapeuta',
    'hospital',
    -9,
    'approved',
    'Fisioterapia do joelho indicada pelo ortopedista.',
    {
      appointment: 'francisca_fisio',
    },
  ),
  request('maria', 'Endocrinologista', 'industrial', -4, 'approved', null, {
    type: 'followup',
    appointment: 'maria_endo_return',
  }),
  request(
    'ana',
    'Dermatologista',
    null,
    -1,
    'pending',
    'Manchas na pele após exposição ao sol; a consulta anterior foi cancelada.',
  ),
  request(
    'ana',
    'Clínico Geral',
    'centro',
    0,
    'pending',
    'Ultrassonografia de abdome total pedida pelo clínico.',
    {
      type: 'exam',
    },
  ),
  request('sebastiao', 'Neurologista', 'hospital', -2, 'pending', 'Tremores nas mãos há 3 meses.'),
  request('gabriela', 'Ginecologista', 'primavera', -1, 'pending', 'Primeira consulta ginecológica.'),
  request('antonio', 'Urologista', null, -3, 'pending', 'PSA alterado no último exame.'),
  request('pedro', 'Pediatra', 'centro', 0, 'pending', 'Febre há 2 dias e tosse.'),
  request('larissa', 'Oftalmologista', 'industrial', -2, 'pending', 'Dificuldade para enxergar de longe.'),
  request('rafael', 'Psiquiatra', 'centro', -12, 'rejected', 'Ansiedade e insônia.', { decidedBy: 'centro' }),
  request('ana', 'Fisioterapeuta', 'centro', -20, 'rejected', 'Dor no ombro direito.', {
    decidedBy: 'centro',
  }),
];

export type DemoStandalonePrescription = {
  patient: PatientKey;
  doctor: StaffKey;
  day: number;
  text: string;
  valid: boolean;
};

export const STANDALONE_PRESCRIPTIONS: DemoStandalonePrescription[] = [
  {
    patient: 'ana',
    doctor: 'paulo',
    day: -120,
    text: 'Cetoconazol creme 2% — aplicar nas lesões 2 vezes ao dia por 14 dias.',
    valid: false,
  },
  {
    patient: 'joao',
    doctor: 'camila',
    day: -50,
    text: 'Sinvastatina 20 mg — tomar 1 comprimido à noite, uso contínuo.',
    valid: true,
  },
  {
    patient: 'sebastiao',
    doctor: 'camila',
    day: -35,
    text: 'Varfarina sódica 5 mg — tomar 1 comprimido ao dia no mesmo horário, uso contínuo. Controle de INR mensal.',
    valid: true,
  },
];
