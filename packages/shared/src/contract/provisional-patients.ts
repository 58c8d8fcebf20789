/**
 * People treated without documents (spec 01 section 5): registered by doctors and reception, listed
 * for public authorities, whose panel also counts them (spec 02 section 2).
 */
import { endpoint, json, list } from './endpoint';
import { authoritySummarySchema } from '../schemas/admin';
import {
  provisionalPatientCreateSchema,
  provisionalPatientCreatedSchema,
  provisionalPatientSchema,
  provisionalPatientsQuerySchema,
} from '../schemas/provisional-patients';

const tag = 'Pacientes provisórios';

export const provisionalPatientEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/provisional-patients',
    summary: 'Cadastra uma pessoa atendida sem documentos, com foto, e gera seu identificador provisório',
    tag,
    body: provisionalPatientCreateSchema,
    answer: json(provisionalPatientCreatedSchema, 201),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/public-authority/provisional-patients',
    summary:
      'Pacientes provisórios para o órgão público, os mais novos primeiro, com filtros (leitura auditada)',
    tag,
    query: provisionalPatientsQuerySchema,
    answer: list(provisionalPatientSchema),
  }),
};

export const authorityPanelEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/public-authority/summary',
    summary: 'Contadores do painel do órgão público: total, últimos 7 dias, menores de 18 e sexo feminino',
    tag: 'Painel do órgão público',
    answer: json(authoritySummarySchema),
  }),
};
