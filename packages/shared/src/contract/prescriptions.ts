/**
 * /api/prescriptions (spec 01 /prescriptions and section 7) and their pharmacy checks
 * (docs/decisions/006-verifiable-prescriptions.md).
 */
import { endpoint, json, list } from './endpoint';
import { byPublicId } from './params';
import { listQuerySchema } from '../schemas/list';
import { pharmacyDispensingSchema } from '../schemas/pharmacies';
import {
  prescriptionFromAppointmentSchema,
  prescriptionPublicKeySchema,
  prescriptionSchema,
  prescriptionValidationSchema,
  prescriptionVerificationSchema,
  prescriptionVerifySchema,
  standalonePrescriptionSchema,
} from '../schemas/prescriptions';

const tag = 'Receitas';

export const prescriptionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/prescriptions',
    summary:
      'Receitas visíveis a quem pergunta: as do paciente, as emitidas pelo médico, as mais novas primeiro',
    tag,
    query: listQuerySchema,
    answer: list(prescriptionSchema),
  }),
  issueFromAppointment: endpoint({
    method: 'POST',
    path: '/api/prescriptions',
    summary: 'O médico emite uma receita a partir de uma de suas consultas',
    tag,
    body: prescriptionFromAppointmentSchema,
    answer: json(prescriptionSchema, 201),
  }),
  issueStandalone: endpoint({
    method: 'POST',
    path: '/api/prescriptions/standalone',
    summary: 'O médico emite uma receita avulsa para um paciente buscado',
    tag,
    body: standalonePrescriptionSchema,
    answer: json(prescriptionSchema, 201),
  }),
  validate: endpoint({
    method: 'GET',
    path: '/api/prescriptions/validate/:publicId',
    ...byPublicId,
    summary: 'Valida uma receita pelo código público (público; só as iniciais do paciente)',
    tag,
    answer: json(prescriptionValidationSchema),
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/prescriptions/verify',
    summary: 'Verifica o texto lido do QR code de uma receita (público)',
    tag,
    body: prescriptionVerifySchema,
    answer: json(prescriptionVerificationSchema),
  }),
  publicKey: endpoint({
    method: 'GET',
    path: '/api/prescriptions/public-key',
    summary: 'A chave pública que assina as receitas, para a farmácia conferir sem conexão',
    tag,
    answer: json(prescriptionPublicKeySchema),
  }),
  dispensed: endpoint({
    method: 'GET',
    path: '/api/prescriptions/dispensed',
    summary: 'As receitas que a farmácia dispensou, as mais recentes primeiro',
    tag,
    query: listQuerySchema,
    answer: list(pharmacyDispensingSchema),
  }),
  dispense: endpoint({
    method: 'POST',
    path: '/api/prescriptions/:publicId/dispense',
    ...byPublicId,
    summary: 'A farmácia ou a unidade dispensa uma receita válida (uma só vez)',
    tag,
    answer: json(prescriptionValidationSchema),
  }),
};
