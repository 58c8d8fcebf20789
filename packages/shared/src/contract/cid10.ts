/** /api/cid10: the CID-10 table (DATASUS), searched while a doctor records a visit's diagnoses. */
import { endpoint, list } from './endpoint';
import { cid10ItemSchema, cid10SearchQuerySchema } from '../schemas/cid10';

export const cid10Endpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/cid10',
    summary:
      'Códigos CID-10 pelo código (J06, J06.9) ou por palavras da descrição, sem diferenciar acentos; os de código primeiro',
    tag: 'CID-10',
    query: cid10SearchQuerySchema,
    answer: list(cid10ItemSchema),
  }),
};
