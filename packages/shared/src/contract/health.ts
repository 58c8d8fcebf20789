/**
 * /api/health (the health card), /api/medical-records, /api/patients and /api/medications
 * (spec 01 sections 3, 5 and 7; spec 02 section 3).
 */
import { z } from 'zod';
import { endpoint, json, list } from './endpoint';
import { byId } from './params';
import { patientProfileSchema } from '../schemas/auth';
import {
  examCreateSchema,
  examSchema,
  healthProfileUpdateSchema,
  medicalRecordSchema,
  medicationSearchQuerySchema,
  patientAllergyCardSchema,
  patientSearchQuerySchema,
  patientSearchResultSchema,
  vaccinationCreateSchema,
  vaccinationSchema,
} from '../schemas/health';
import { listQuerySchema } from '../schemas/list';

const tag = 'Carteira de saúde';

export const healthCardEndpoints = {
  listVaccinations: endpoint({
    method: 'GET',
    path: '/api/health/vaccinations',
    summary: 'Vacinas visíveis a quem pergunta: as do paciente, as registradas pelo médico ou pela unidade',
    tag,
    query: listQuerySchema,
    answer: list(vaccinationSchema),
  }),
  listExams: endpoint({
    method: 'GET',
    path: '/api/health/exams',
    summary: 'Exames visíveis a quem pergunta: os do paciente, os registrados pelo médico ou pela unidade',
    tag,
    query: listQuerySchema,
    answer: list(examSchema),
  }),
  recordVaccination: endpoint({
    method: 'POST',
    path: '/api/health/vaccinations',
    summary: 'O médico ou a unidade registra uma vacina de um paciente sob seus cuidados',
    tag,
    body: vaccinationCreateSchema,
    answer: json(vaccinationSchema, 201),
  }),
  recordExam: endpoint({
    method: 'POST',
    path: '/api/health/exams',
    summary:
      'O médico ou a unidade registra um exame de um paciente sob seus cuidados (fica pendente de aprovação)',
    tag,
    body: examCreateSchema,
    answer: json(examSchema, 201),
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/health/profile',
    summary: 'O paciente atualiza seus dados de saúde (tipo sanguíneo, alergias, contato de emergência)',
    tag,
    body: healthProfileUpdateSchema,
    answer: json(z.strictObject({ success: z.literal(true), patient: patientProfileSchema })),
  }),
};

export const medicalRecordEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/medical-records',
    summary: 'Prontuários visíveis a quem pergunta, os mais novos primeiro',
    tag: 'Prontuários',
    query: listQuerySchema,
    answer: list(medicalRecordSchema),
  }),
};

export const patientEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/patients/search',
    summary: 'O médico busca um paciente pelo nome, CPF ou cartão SUS (uma só página)',
    tag: 'Pacientes',
    query: patientSearchQuerySchema,
    answer: list(patientSearchResultSchema),
  }),
  allergies: endpoint({
    method: 'GET',
    path: '/api/patients/:id/allergies',
    ...byId('Paciente não encontrado'),
    summary: 'Alergias e tipo sanguíneo de um paciente, vistos antes de prescrever',
    tag: 'Pacientes',
    answer: json(patientAllergyCardSchema),
  }),
};

export const medicationEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/medications/search',
    summary: 'Sugestões de medicamentos para a palavra digitada (os que começam por ela primeiro)',
    tag: 'Medicamentos',
    query: medicationSearchQuerySchema,
    answer: list(z.string()),
  }),
};
