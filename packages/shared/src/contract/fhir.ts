/**
 * /api/fhir: a patient's records as one FHIR R4 Bundle, shaped after the national network's (RNDS)
 * profiles (docs/decisions/033-fhir-r4-export.md). The answer is FHIR JSON (`application/fhir+json`),
 * checked in the tests against the official FHIR R4 JSON schema rather than a zod schema of its own.
 */
import { endpoint } from './endpoint';
import { byId } from './params';

const tag = 'Interoperabilidade (FHIR R4)';
const bundle = {
  kind: 'bytes',
  mediaType: 'application/fhir+json',
  description:
    'Bundle FHIR R4 (searchset): Patient, Practitioner, Organization, Appointment, Encounter, Condition (CID-10), Immunization (PNI), Observation, DiagnosticReport e MedicationRequest, nos perfis da RNDS',
} as const;

export const fhirEndpoints = {
  /** Declared before the one by id: `me` is a path of its own, not a patient's id. */
  ownEverything: endpoint({
    method: 'GET',
    path: '/api/fhir/Patient/me/$everything',
    summary: 'O paciente baixa o próprio prontuário como um Bundle FHIR R4',
    tag,
    answer: bundle,
  }),
  patientEverything: endpoint({
    method: 'GET',
    path: '/api/fhir/Patient/:id/$everything',
    ...byId('Paciente não encontrado'),
    summary:
      'O prontuário de um paciente como um Bundle FHIR R4, para quem pode lê-lo (médico que o atende, Secretaria de Saúde); a leitura fica na trilha de auditoria',
    tag,
    answer: bundle,
  }),
};
