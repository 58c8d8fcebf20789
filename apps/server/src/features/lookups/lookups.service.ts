/** Lookups that help fill in forms, through our server so the browser talks to one origin only. */
import type { Context } from 'hono';
import type {
  CepLookupResult,
  CpfLookupResult,
  ReverseGeocodeResult,
} from '@saude/shared/schemas/registration';
import { LOOKUP_MESSAGES } from '@saude/shared/schemas/registration';
import { LIMITS } from '@saude/shared/domain/constants';
import { isValidCpf, onlyDigits } from '@saude/shared/domain/format';
import type { AppEnv } from '../../http/context';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { createCepClient } from '../../integrations/cep';
import { createCpfClient } from '../../integrations/cpf';
import { createReverseGeocoder } from '../../integrations/reverse-geocoding';
import { recordAudit } from '../audit/audit.service';

const outside = (c: Context<AppEnv>) => ({
  fetch: c.var.deps.fetch,
  timeoutMs: c.var.deps.config.lookups.timeoutMs,
});

export async function lookupCep(c: Context<AppEnv>, raw: string): Promise<CepLookupResult> {
  const cep = onlyDigits(raw);
  if (cep.length !== LIMITS.cepDigits) throw badRequest('CEP deve ter 8 dígitos');
  const client = createCepClient({ baseUrl: c.var.deps.config.lookups.cepUrl, ...outside(c) });
  const result = await client.lookup(cep);
  if (result.status !== 'found') {
    throw result.status === 'not_found'
      ? notFound(LOOKUP_MESSAGES.cepNotFound)
      : new HttpError(502, LOOKUP_MESSAGES.cepUnavailable);
  }
  return result.address;
}

export async function lookupCpf(c: Context<AppEnv>, raw: string): Promise<CpfLookupResult> {
  const cpf = onlyDigits(raw);
  if (!isValidCpf(cpf)) throw badRequest(LOOKUP_MESSAGES.cpfInvalid);
  const client = createCpfClient({ providers: c.var.deps.config.lookups.cpfProviders, ...outside(c) });
  if (!client.enabled) throw notFound(LOOKUP_MESSAGES.cpfUnavailable);
  const result = await client.lookup(cpf);
  // Whose data was looked up, from where: the answer is personal data of someone else.
  await recordAudit(c, {
    action: 'cpf.lookup',
    targetType: 'cpf',
    targetId: cpf,
    details: { outcome: result.status },
  });
  if (result.status !== 'found') {
    throw result.status === 'not_found'
      ? notFound(LOOKUP_MESSAGES.cpfUnavailable)
      : new HttpError(502, LOOKUP_MESSAGES.cpfUnavailable);
  }
  return result.person;
}

export async function reverseGeocode(
  c: Context<AppEnv>,
  lat: number,
  lon: number,
): Promise<ReverseGeocodeResult> {
  const { config } = c.var.deps;
  const geocoder = createReverseGeocoder({
    baseUrl: config.lookups.reverseGeocodingUrl,
    contact: config.publicUrl,
    ...outside(c),
  });
  return geocoder.lookup(lat, lon);
}
