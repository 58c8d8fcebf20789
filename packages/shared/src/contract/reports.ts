/**
 * /api/reports: environmental reports (spec 01 /reports, spec 02 reports tab), and /api/files, which
 * serves their photos (and provisional patients' ones) to whom they concern.
 */
import { endpoint, json, list } from './endpoint';
import { byId } from './params';
import {
  REPORT_MESSAGES,
  allReportsQuerySchema,
  myReportsQuerySchema,
  reportCreateSchema,
  reportSchema,
  reportStatusSchema,
  reportWithReporterSchema,
} from '../schemas/reports';

const tag = 'Denúncias ambientais';

export const reportEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/reports',
    summary: 'O paciente denuncia um foco de mosquito ou lixo, com foto e localização opcionais',
    tag,
    body: reportCreateSchema,
    answer: json(reportSchema, 201),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/reports/my',
    summary: 'As denúncias do próprio paciente, as mais novas primeiro, por tipo e status',
    tag,
    query: myReportsQuerySchema,
    answer: list(reportSchema),
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/reports',
    summary: 'Todas as denúncias com quem denunciou e possíveis duplicatas, para a triagem da Secretaria',
    tag,
    query: allReportsQuerySchema,
    answer: list(reportWithReporterSchema),
  }),
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/api/reports/:id/status',
    ...byId(REPORT_MESSAGES.notFound),
    summary: 'A Secretaria muda o status de uma denúncia, com uma nota opcional para quem denunciou',
    tag,
    body: reportStatusSchema,
    answer: json(reportSchema),
  }),
};

export const fileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/files/:id',
    summary:
      'Uma imagem guardada (foto de denúncia ou de paciente provisório), só para quem ela diz respeito',
    tag: 'Arquivos',
    answer: {
      kind: 'bytes',
      mediaType: 'image/*',
      description: 'Os bytes da imagem, sem cache; condicional com ETag (304)',
    },
  }),
};
