/** /api/me/access-log: "Quem acessou meus dados", reached from the patient's health card (decision 038). */
import { endpoint, list } from './endpoint';
import { accessLogEntrySchema } from '../schemas/access-log';
import { listQuerySchema } from '../schemas/list';

export const accessLogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/me/access-log',
    summary:
      'Quem acessou os dados de saúde do paciente: profissionais, unidades, farmácias, Secretaria e órgãos públicos, os mais recentes primeiro',
    tag: 'Carteira de saúde',
    query: listQuerySchema,
    answer: list(accessLogEntrySchema),
  }),
};
