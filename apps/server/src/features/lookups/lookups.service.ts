/** Lookups that help fill in forms, through our server so the browser talks to one origin only. */
import type {
  CepLookupResult,
  CpfLookupResult,
  ReverseGeocodeResult,
} from '@saude/shared/schemas/registration';
import { LOOKUP_MESSAGES } from '@saude/shared/schemas/registration';
import { LIMITS } from '@saude/shared/domain/constants';
import { isValidCpf, onlyDigits } from '@saude/shared/domain/format';
import type { AppDeps, RequestContext } from '../../lib/service-context';
import { badRequest, notFound, upstreamFailed } from '../../lib/errors';
import { createCepClient } from '../../integrations/cep';
import { createCpfClient } from '../../integrations/cpf';
import { createReverseGeocoder } from '../../integrations/reverse-geocoding';
import { recordAudit } from '../audit/audit.service';

const outside = (deps: AppDeps) => ({
  fetch: deps.fetch,
  timeoutMs: deps.config.lookups.timeoutMs,
});

export async function lookupCep(deps: AppDeps, raw: string): Promise<CepLookupResult> {
  const cep = onlyDigits(raw);
  if (cep.length !== LIMITS.cepDigits) throw badRequest('CEP deve ter 8 dígitos');
  const client = createCepClient({ baseUrl: deps.config.lookups.cepUrl, ...outside(deps) });
  const result = await client.lookup(cep);
  if (result.status !== 'found') {
    throw result.status === 'not_found'
      ? notFound(LOOKUP_MESSAGES.cepNotFound)
      : upstreamFailed(LOOKUP_MESSAGES.cepUnavailable);
  }
  return result.address;
}

export async function lookupCpf(ctx: RequestContext, raw: string): Promise<CpfLookupResult> {
  const cpf = onlyDigits(raw);
  if (!isValidCpf(cpf)) throw badRequest(LOOKUP_MESSAGES.cpfInvalid);
  const client = createCpfClient({ providers: ctx.deps.config.lookups.cpfProviders, ...outside(ctx.deps) });
  if (!client.enabled) throw notFound(LOOKUP_MESSAGES.cpfUnavailable);
  const result = await client.lookup(cpf);
  // Whose data was looked up, from where: the answer is personal data of someone else.
  await recordAudit(ctx, {
    action: 'cpf.lookup',
    targetType: 'cpf',
    targetId: cpf,
    details: { outcome: result.status },
  });
  if (result.status !== 'found') {
    throw result.status === 'not_found'
      ? notFound(LOOKUP_MESSAGES.cpfUnavailable)
      : upstreamFailed(LOOKUP_MESSAGES.cpfUnavailable);
  }
  return result.person;
}

export async function reverseGeocode(deps: AppDeps, lat: number, lon: number): Promise<ReverseGeocodeResult> {
  const { config } = deps;
  const geocoder = createReverseGeocoder({
    baseUrl: config.lookups.reverseGeocodingUrl,
    contact: config.publicUrl,
    ...outside(deps),
  });
  return geocoder.lookup(lat, lon);
}
