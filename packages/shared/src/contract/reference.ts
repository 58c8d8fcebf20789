/** The API's own description (docs/decisions/030-one-endpoint-contract.md). */
import { z } from 'zod';
import { endpoint, json } from './endpoint';

/** An OpenAPI 3.1 document; its parts are JSON Schema and OpenAPI objects, described by those standards. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const referenceEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'Esta descrição da API, em OpenAPI 3.1',
    tag: 'Referência',
    answer: json(openApiDocumentSchema),
  }),
};
