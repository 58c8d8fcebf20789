import { useRef, useState } from 'react';
import { isValidCpf } from '@saude/shared/domain/format';
import { LIMITS } from '@saude/shared/domain/constants';
import { brazilianDateToIso } from '@/lib/format-date';
import { onlyDigits } from '@/lib/masks';
import { cepLookupErrorMessage, useCepLookup } from '../api/use-cep-lookup';
import { cpfLookupErrorMessage, useCpfLookup } from '../api/use-cpf-lookup';
import { ADDRESS_FIELDS, CPF_FILLED_FIELDS, type RegistrationFormApi } from './registration-values';

type FilledField = (typeof ADDRESS_FIELDS)[number] | (typeof CPF_FILLED_FIELDS)[number];

export type LookupState = { loading: boolean; message: string | null };

/**
 * CPF and CEP lookups of the registration form (spec 01 section 5); the CPF's only where the
 * installation has a provider (`cpfLookup`). A full value triggers the
 * lookup; any change afterwards clears only what a lookup filled, so text the person typed by hand
 * is never lost. Answers for a value that is no longer in the field are ignored.
 */
export function useRegistrationLookups(form: RegistrationFormApi, options: { cpfLookup?: boolean } = {}) {
  const cepLookup = useCepLookup();
  const cpfLookup = useCpfLookup();
  const filled = useRef(new Set<FilledField>());
  const [cpfState, setCpfState] = useState<LookupState>({ loading: false, message: null });
  const [cepState, setCepState] = useState<LookupState>({ loading: false, message: null });

  function clearFilled(fields: readonly FilledField[]) {
    for (const field of fields) {
      if (!filled.current.has(field)) continue;
      form.setValue(field, '');
      filled.current.delete(field);
    }
  }

  function fill(field: FilledField, value: string | null | undefined) {
    if (!value) return;
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
    filled.current.add(field);
  }

  function onCpfChanged(masked: string) {
    clearFilled(CPF_FILLED_FIELDS);
    setCpfState({ loading: false, message: null });
    const cpf = onlyDigits(masked);
    // Without a lookup provider there is nothing to ask, and nothing failed: no message at all.
    if (!options.cpfLookup || cpf.length !== LIMITS.cpfDigits || !isValidCpf(cpf)) return;
    setCpfState({ loading: true, message: null });
    cpfLookup.mutate(cpf, {
      onSuccess(person) {
        if (onlyDigits(form.getValues('cpf')) !== cpf) return;
        fill('full_name', person.full_name);
        fill('birth_date', brazilianDateToIso(person.birth_date ?? '') ?? person.birth_date);
        setCpfState({ loading: false, message: null });
      },
      onError(error) {
        if (onlyDigits(form.getValues('cpf')) !== cpf) return;
        setCpfState({ loading: false, message: cpfLookupErrorMessage(error) });
      },
    });
  }

  function onCepChanged(masked: string) {
    clearFilled(ADDRESS_FIELDS);
    setCepState({ loading: false, message: null });
    const cep = onlyDigits(masked);
    if (cep.length !== LIMITS.cepDigits) return;
    setCepState({ loading: true, message: null });
    cepLookup.mutate(cep, {
      onSuccess(address) {
        if (onlyDigits(form.getValues('cep')) !== cep) return;
        fill('logradouro', address.logradouro);
        fill('bairro', address.bairro);
        fill('cidade', address.cidade);
        fill('estado', address.estado);
        setCepState({ loading: false, message: null });
      },
      onError(error) {
        if (onlyDigits(form.getValues('cep')) !== cep) return;
        setCepState({ loading: false, message: cepLookupErrorMessage(error) });
      },
    });
  }

  return { cpfState, cepState, onCpfChanged, onCepChanged };
}
