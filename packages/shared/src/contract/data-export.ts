/**
 * The patient's own data (LGPD art. 18): the whole record as a file, and the printable vaccination card
 * with its signed QR code, checked by a public endpoint
 * (docs/decisions/039-data-export-and-vaccination-card.md).
 */
import {
  vaccinationCardSchema,
  vaccinationCardVerificationSchema,
  vaccinationCardVerifySchema,
} from '../schemas/vaccination-card';
import { endpoint, json } from './endpoint';

const tag = 'Meus dados';

export const dataExportEndpoints = {
  export: endpoint({
    method: 'GET',
    path: '/api/me/export',
    summary:
      'O paciente baixa todos os seus dados como um arquivo (Bundle FHIR R4, LGPD art. 18); cada download fica na trilha de auditoria',
    tag,
    answer: {
      kind: 'bytes',
      mediaType: 'application/fhir+json',
      description:
        'Arquivo meus-dados-AAAA-MM-DD.json: o Bundle FHIR R4 do prontuário do paciente (o mesmo de /api/fhir/Patient/me/$everything)',
    },
  }),
  vaccinationCard: endpoint({
    method: 'GET',
    path: '/api/me/vaccination-card',
    summary: 'A carteira de vacinação do paciente para imprimir, com o QR code assinado que a valida',
    tag,
    answer: json(vaccinationCardSchema),
  }),
  verifyVaccinationCard: endpoint({
    method: 'POST',
    path: '/api/vaccination-card/verify',
    summary: 'Confere a assinatura do QR code de uma carteira de vacinação (público)',
    tag,
    body: vaccinationCardVerifySchema,
    answer: json(vaccinationCardVerificationSchema),
  }),
};
