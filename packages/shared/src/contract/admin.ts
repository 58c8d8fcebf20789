/**
 * /api/admin: the health department's administration (spec 02 sections 2-9), its analytics page and
 * the audit trail.
 */
import type { z } from 'zod';
import { endpoint, json, list } from './endpoint';
import { byId } from './params';
import {
  ADMIN_MESSAGES,
  adminAuthorityCreateSchema,
  adminAuthorityListQuerySchema,
  adminAuthorityUpdateSchema,
  adminExamItemSchema,
  adminHealthUnitItemSchema,
  adminHealthUnitSchema,
  adminHospitalAdminCreateSchema,
  adminHospitalAdminUpdateSchema,
  adminListQuerySchema,
  adminMedicalRecordItemSchema,
  adminPatientCreateSchema,
  adminPatientSchema,
  adminPatientUpdateSchema,
  adminPrescriptionItemSchema,
  adminSavedSchema,
  adminStaffCreateSchema,
  adminStaffListQuerySchema,
  adminStaffUpdateSchema,
  adminStaffUserSchema,
  adminStatsSchema,
  reportPointsSchema,
  adminStatusSchema,
  adminUnitSavedSchema,
  adminVaccinationItemSchema,
  adminWipeSchema,
  medicalDataQuerySchema,
  wipeAnswerSchema,
} from '../schemas/admin';
import { analyticsAnswerSchema, analyticsQuerySchema } from '../schemas/analytics';
import { auditEventSchema, auditEventsQuerySchema } from '../schemas/audit';
import { hospitalUserSchema, publicAuthorityUserSchema } from '../schemas/auth';
import {
  PHARMACY_MESSAGES,
  pharmacyCreateSchema,
  pharmacyUpdateSchema,
  pharmacyUserSchema,
} from '../schemas/pharmacies';

const tag = 'Administração da Secretaria';

/**
 * The four endpoints of every kind the department manages, at /api/admin/<kind>: the list (newest
 * first, under the list contract), POST, PUT /:id and PATCH /:id/status. `one` and `all` name the
 * kind in the summaries ('um funcionário', 'os funcionários').
 */
function resourceEndpoints<
  const K extends string,
  Q extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  I extends z.ZodType,
  S extends z.ZodType,
>(kind: {
  path: K;
  one: string;
  all: string;
  /** The message of an unknown (or malformed) id. */
  notFound: string;
  query: Q;
  create: C;
  update: U;
  item: I;
  saved: S;
}) {
  const path = `/api/admin/${kind.path}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      summary: `Lista ${kind.all}, página a página, com busca e filtros`,
      tag,
      query: kind.query,
      answer: list(kind.item),
    }),
    create: endpoint({
      method: 'POST',
      path,
      summary: `Cadastra ${kind.one}`,
      tag,
      body: kind.create,
      answer: json(kind.saved, 201),
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      ...byId(kind.notFound),
      summary: `Edita ${kind.one}`,
      tag,
      body: kind.update,
      answer: json(kind.saved),
    }),
    setActive: endpoint({
      method: 'PATCH',
      path: `${path}/:id/status`,
      ...byId(kind.notFound),
      summary: `Ativa ou desativa ${kind.one}`,
      tag,
      body: adminStatusSchema,
      answer: json(kind.saved),
    }),
  };
}

export const adminStaffEndpoints = resourceEndpoints({
  path: 'staff',
  notFound: ADMIN_MESSAGES.staffNotFound,
  one: 'um funcionário',
  all: 'os funcionários',
  query: adminStaffListQuerySchema,
  create: adminStaffCreateSchema,
  update: adminStaffUpdateSchema,
  item: adminStaffUserSchema,
  saved: adminSavedSchema(adminStaffUserSchema),
});

export const adminPatientEndpoints = resourceEndpoints({
  path: 'patients',
  notFound: ADMIN_MESSAGES.patientNotFound,
  one: 'um paciente',
  all: 'os pacientes',
  query: adminListQuerySchema,
  create: adminPatientCreateSchema,
  update: adminPatientUpdateSchema,
  item: adminPatientSchema,
  saved: adminSavedSchema(adminPatientSchema),
});

export const adminHealthUnitEndpoints = resourceEndpoints({
  path: 'health-units',
  notFound: ADMIN_MESSAGES.unitNotFound,
  one: 'uma unidade de saúde',
  all: 'as unidades de saúde',
  query: adminListQuerySchema,
  create: adminHealthUnitSchema,
  update: adminHealthUnitSchema,
  item: adminHealthUnitItemSchema,
  saved: adminUnitSavedSchema,
});

export const adminHospitalAdminEndpoints = resourceEndpoints({
  path: 'hospital-administrators',
  notFound: ADMIN_MESSAGES.hospitalAdminNotFound,
  one: 'um administrador de unidade',
  all: 'os administradores de unidade',
  query: adminListQuerySchema,
  create: adminHospitalAdminCreateSchema,
  update: adminHospitalAdminUpdateSchema,
  item: hospitalUserSchema,
  saved: adminSavedSchema(hospitalUserSchema),
});

export const adminAuthorityEndpoints = resourceEndpoints({
  path: 'public-authorities',
  notFound: ADMIN_MESSAGES.authorityNotFound,
  one: 'um órgão público',
  all: 'os órgãos públicos',
  query: adminAuthorityListQuerySchema,
  create: adminAuthorityCreateSchema,
  update: adminAuthorityUpdateSchema,
  item: publicAuthorityUserSchema,
  saved: adminSavedSchema(publicAuthorityUserSchema),
});

export const adminPharmacyEndpoints = resourceEndpoints({
  path: 'pharmacies',
  notFound: PHARMACY_MESSAGES.notFound,
  one: 'uma farmácia parceira',
  all: 'as farmácias parceiras',
  query: adminListQuerySchema,
  create: pharmacyCreateSchema,
  update: pharmacyUpdateSchema,
  item: pharmacyUserSchema,
  saved: adminSavedSchema(pharmacyUserSchema),
});

export const adminEndpoints = {
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    summary: 'Contadores da visão geral e denúncias por status e bairro',
    tag,
    answer: json(adminStatsSchema),
  }),
  reportPoints: endpoint({
    method: 'GET',
    path: '/api/admin/report-points',
    summary: 'O mapa das denúncias: as 1.000 mais recentes com localização',
    tag,
    answer: json(reportPointsSchema),
  }),
  wipePatients: endpoint({
    method: 'DELETE',
    path: '/api/admin/patients/all',
    summary: 'Exclui todos os pacientes e seus dados (pede CONFIRMAR e a senha de quem pede)',
    tag,
    body: adminWipeSchema,
    answer: json(wipeAnswerSchema),
  }),
  wipeUsers: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/all',
    summary: 'Exclui todos os usuários e seus dados (pede CONFIRMAR e a senha de quem pede)',
    tag,
    body: adminWipeSchema,
    answer: json(wipeAnswerSchema),
  }),
};

/** The city's medical data, every page read kept in the audit trail. */
export const adminMedicalDataEndpoints = {
  prescriptions: endpoint({
    method: 'GET',
    path: '/api/admin/all-prescriptions',
    summary: 'Todas as receitas da cidade, as mais recentes primeiro, com busca e período',
    tag,
    query: medicalDataQuerySchema,
    answer: list(adminPrescriptionItemSchema),
  }),
  'medical-records': endpoint({
    method: 'GET',
    path: '/api/admin/all-medical-records',
    summary: 'Todos os prontuários da cidade, os mais recentes primeiro, com busca e período',
    tag,
    query: medicalDataQuerySchema,
    answer: list(adminMedicalRecordItemSchema),
  }),
  vaccinations: endpoint({
    method: 'GET',
    path: '/api/admin/all-vaccinations',
    summary: 'Todas as vacinações da cidade, as mais recentes primeiro, com busca e período',
    tag,
    query: medicalDataQuerySchema,
    answer: list(adminVaccinationItemSchema),
  }),
  exams: endpoint({
    method: 'GET',
    path: '/api/admin/all-exams',
    summary: 'Todos os exames da cidade, os mais recentes primeiro, com busca e período',
    tag,
    query: medicalDataQuerySchema,
    answer: list(adminExamItemSchema),
  }),
};

export const analyticsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    summary: 'Indicadores da cidade nos últimos dias: consultas, solicitações, denúncias, vacinas e receitas',
    tag: 'Análises',
    query: analyticsQuerySchema,
    answer: json(analyticsAnswerSchema),
  }),
};

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit-events',
    summary: 'A trilha de auditoria: quem fez o quê, quando e de onde, os eventos mais novos primeiro',
    tag: 'Auditoria',
    query: auditEventsQuerySchema,
    answer: list(auditEventSchema),
  }),
};
