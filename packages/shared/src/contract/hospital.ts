/**
 * /api/hospital (the hospital/UBS panel, spec 02 sections 2-7, scoped to the signed-in unit),
 * /api/health-units (the units of the request form) and /api/staff (the department registers staff).
 * The panel's sign-in, me and logout are described with the other session kinds (auth.ts).
 */
import { endpoint, json, list } from './endpoint';
import { byId } from './params';
import {
  approveRequestSchema,
  doctorDayQuerySchema,
  doctorDaySchema,
  doctorOptionSchema,
  doctorOptionsQuerySchema,
  examDecisionSchema,
  hospitalCancellationItemSchema,
  hospitalDoctorItemSchema,
  hospitalDoctorRemovalSchema,
  hospitalDoctorSchema,
  hospitalExamListQuerySchema,
  unitClinicalListQuerySchema,
  hospitalExamSchema,
  hospitalPatientCreateSchema,
  hospitalPatientSchema,
  hospitalPrescriptionSchema,
  hospitalRequestCountsSchema,
  hospitalRequestItemSchema,
  hospitalRequestListQuerySchema,
  hospitalStaffCreateSchema,
  hospitalStaffMemberSchema,
  hospitalStaffUpdateSchema,
  hospitalVaccinationSchema,
  patientSearchQuerySchema,
  rejectRequestSchema,
  staffRegistrationSchema,
  unitListQuerySchema,
} from '../schemas/hospital';
import { staffRegisterSchema } from '../schemas/auth';
import { healthUnitOptionSchema } from '../schemas/health-units';
import { listQuerySchema } from '../schemas/list';

const tag = 'Painel da unidade';

export const hospitalRequestEndpoints = {
  cancellations: endpoint({
    method: 'GET',
    path: '/api/hospital/cancellations',
    summary: 'Consultas da unidade canceladas pelos pacientes, as mais recentes primeiro',
    tag,
    query: unitListQuerySchema,
    answer: list(hospitalCancellationItemSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/hospital/appointment-requests',
    summary: 'Solicitações de consulta da unidade de um status (pendentes as mais antigas primeiro)',
    tag,
    query: hospitalRequestListQuerySchema,
    answer: list(hospitalRequestItemSchema),
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/hospital/appointment-requests/counts',
    summary: 'Contadores de solicitações da unidade por status',
    tag,
    answer: json(hospitalRequestCountsSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/hospital/appointment-requests/:id/approve',
    ...byId('Solicitação não encontrada'),
    summary: 'Aprova uma solicitação pendente e agenda a consulta com o médico escolhido',
    tag,
    body: approveRequestSchema,
    answer: json(hospitalRequestItemSchema),
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/hospital/appointment-requests/:id/reject',
    ...byId('Solicitação não encontrada'),
    summary: 'Rejeita uma solicitação pendente com o motivo que o paciente lerá',
    tag,
    body: rejectRequestSchema,
    answer: json(hospitalRequestItemSchema),
  }),
  doctorDay: endpoint({
    method: 'GET',
    path: '/api/hospital/doctor-day',
    summary: 'Horários já agendados de um médico da unidade em um dia',
    tag,
    query: doctorDayQuerySchema,
    answer: json(doctorDaySchema),
  }),
  doctorOptions: endpoint({
    method: 'GET',
    path: '/api/hospital/doctor-options',
    summary: 'Médicos ativos da unidade de uma especialidade, por nome, para aprovar uma solicitação',
    tag,
    query: doctorOptionsQuerySchema,
    answer: list(doctorOptionSchema),
  }),
};

export const hospitalDoctorEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/hospital/doctors',
    summary: 'Médicos autônomos da unidade, os mais novos primeiro',
    tag,
    query: unitListQuerySchema,
    answer: list(hospitalDoctorItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/hospital/doctors',
    summary: 'Cadastra um médico autônomo na unidade',
    tag,
    body: hospitalDoctorSchema,
    answer: json(hospitalDoctorItemSchema, 201),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/hospital/doctors/:id',
    ...byId('Médico não encontrado'),
    summary: 'Edita um médico autônomo da unidade (ou o reativa)',
    tag,
    body: hospitalDoctorSchema,
    answer: json(hospitalDoctorItemSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/hospital/doctors/:id',
    ...byId('Médico não encontrado'),
    summary: 'Remove um médico autônomo da unidade (desativa o que já tem consultas)',
    tag,
    answer: json(hospitalDoctorRemovalSchema),
  }),
};

export const hospitalStaffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/hospital/staff',
    summary: 'Médicos funcionários e recepcionistas da unidade, os mais novos primeiro',
    tag,
    query: unitListQuerySchema,
    answer: list(hospitalStaffMemberSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/hospital/staff',
    summary: 'Cadastra um médico ou recepcionista da unidade, com acesso ao sistema',
    tag,
    body: hospitalStaffCreateSchema,
    answer: json(hospitalStaffMemberSchema, 201),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/hospital/staff/:id',
    ...byId('Funcionário não encontrado'),
    summary: 'Edita um funcionário da unidade (senha em branco mantém a atual)',
    tag,
    body: hospitalStaffUpdateSchema,
    answer: json(hospitalStaffMemberSchema),
  }),
};

export const hospitalPatientEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/hospital/patients',
    summary: 'Cadastra um paciente, que passa a entrar com CPF e senha',
    tag,
    body: hospitalPatientCreateSchema,
    answer: json(hospitalPatientSchema, 201),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/hospital/patients/search',
    summary: 'Busca pacientes por nome, CPF ou cartão SUS (uma página, por nome)',
    tag,
    query: patientSearchQuerySchema,
    answer: list(hospitalPatientSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/hospital/patients/:id',
    ...byId('Paciente não encontrado'),
    summary: 'Dados de um paciente (leitura registrada na auditoria)',
    tag,
    answer: json(hospitalPatientSchema),
  }),
};

export const hospitalClinicalEndpoints = {
  prescriptions: endpoint({
    method: 'GET',
    path: '/api/hospital/prescriptions',
    summary: 'Receitas emitidas na unidade, as mais novas primeiro; q busca pelo nome do paciente',
    tag,
    query: unitClinicalListQuerySchema,
    answer: list(hospitalPrescriptionSchema),
  }),
  exams: endpoint({
    method: 'GET',
    path: '/api/hospital/exams',
    summary:
      'Exames da unidade, de todos os status ou de um (pendentes os mais antigos primeiro); q busca pelo nome do paciente',
    tag,
    query: hospitalExamListQuerySchema,
    answer: list(hospitalExamSchema),
  }),
  vaccinations: endpoint({
    method: 'GET',
    path: '/api/hospital/vaccinations',
    summary: 'Vacinas aplicadas na unidade, as mais novas primeiro; q busca pelo nome do paciente',
    tag,
    query: unitClinicalListQuerySchema,
    answer: list(hospitalVaccinationSchema),
  }),
  approveExam: endpoint({
    method: 'POST',
    path: '/api/hospital/exams/:id/approve',
    ...byId('Exame não encontrado'),
    summary: 'Aprova um exame pendente da unidade',
    tag,
    answer: json(examDecisionSchema),
  }),
  rejectExam: endpoint({
    method: 'POST',
    path: '/api/hospital/exams/:id/reject',
    ...byId('Exame não encontrado'),
    summary: 'Rejeita um exame pendente da unidade',
    tag,
    answer: json(examDecisionSchema),
  }),
};

export const healthUnitEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/health-units',
    summary: 'Unidades de saúde ativas oferecidas na solicitação de consulta, por nome',
    tag: 'Unidades de saúde',
    query: listQuerySchema,
    answer: list(healthUnitOptionSchema),
  }),
};

export const staffEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/staff/register',
    summary: 'A secretaria de saúde cadastra um médico, recepcionista ou funcionário da secretaria',
    tag: 'Profissionais',
    body: staffRegisterSchema,
    answer: json(staffRegistrationSchema, 201),
  }),
};
