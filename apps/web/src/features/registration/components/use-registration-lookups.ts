import { useRef, useState } from 'react';
import { isValidCpf } from '@saude/shared/domain/format';
import { LIMITS } from '@saude/shared/domain/constants';
import { brazilianDateToIso } from '@/lib/format-date';
import { onlyDigits } from '@/lib/masks';
import { cepLookupErrorMessage, useCepLookup } from '../api/use-cep-lookup';
import { cpfLookupErrorMessage, useCpfLookup } from '../api/use-cpf-lookup';
import { ADDRESS_FIELDS, CPF_FILLED_FIELDS } from './registration-values';

export type LookupState = { loading: boolean; message: string | null };

/** What a lookup needs of a form: the field it reads and the fields it may fill. */
type LookupForm<Filled extends string, Read extends string> = {
  setValue: (name: Filled, value: string, options?: { shouldValidate?: boolean }) => void;
  getValues: (name: Read) => string;
  formState: { isSubmitted: boolean };
};

const IDLE: LookupState = { loading: false, message: null };

/**
 * What a lookup filled, so that a change of the looked-up value clears only that: text the person
 * typed by hand is never lost.
 */
function useFilledFields<Filled extends string>(form: LookupForm<Filled, never>) {
  const filled = useRef(new Set<Filled>());
  return {
    clear(fields: readonly Filled[]) {
      for (const field of fields) {
        if (!filled.current.has(field)) continue;
        form.setValue(field, '');
        filled.current.delete(field);
      }
    },
    fill(field: Filled, value: string | null | undefined) {
      if (!value) return;
      form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
      filled.current.add(field);
    },
  };
}

/**
 * The CEP lookup of registration and "Meus dados" (spec 01 section 5): a full CEP fills street,
 * district, city and state. Answers for a CEP that is no longer in the field are ignored.
 */
export function useCepAddressLookup(form: LookupForm<(typeof ADDRESS_FIELDS)[number], 'cep'>) {
  const cepLookup = useCepLookup();
  const filled = useFilledFields(form);
  const [cepState, setCepState] = useState<LookupState>(IDLE);

  function onCepChanged(masked: string) {
    filled.clear(ADDRESS_FIELDS);
    setCepState(IDLE);
    const cep = onlyDigits(masked);
    if (cep.length !== LIMITS.cepDigits) return;
    setCepState({ loading: true, message: null });
    cepLookup.mutate(cep, {
      onSuccess(address) {
        if (onlyDigits(form.getValues('cep')) !== cep) return;
        filled.fill('logradouro', address.logradouro);
        filled.fill('bairro', address.bairro);
        filled.fill('cidade', address.cidade);
        filled.fill('estado', address.estado);
        setCepState(IDLE);
      },
      onError(error) {
        if (onlyDigits(form.getValues('cep')) !== cep) return;
        setCepState({ loading: false, message: cepLookupErrorMessage(error) });
      },
    });
  }

  return { cepState, onCepChanged };
}

/**
 * The CPF lookup of registration, only where the installation has a provider (`enabled`): a valid
 * CPF fills name and birth date. Answers for a CPF that is no longer in the field are ignored.
 */
export function useCpfPersonLookup(
  form: LookupForm<(typeof CPF_FILLED_FIELDS)[number], 'cpf'>,
  enabled: boolean,
) {
  const cpfLookup = useCpfLookup();
  const filled = useFilledFields(form);
  const [cpfState, setCpfState] = useState<LookupState>(IDLE);

  function onCpfChanged(masked: string) {
    filled.clear(CPF_FILLED_FIELDS);
    setCpfState(IDLE);
    const cpf = onlyDigits(masked);
    // Without a lookup provider there is nothing to ask, and nothing failed: no message at all.
    if (!enabled || cpf.length !== LIMITS.cpfDigits || !isValidCpf(cpf)) return;
    setCpfState({ loading: true, message: null });
    cpfLookup.mutate(cpf, {
      onSuccess(person) {
        if (onlyDigits(form.getValues('cpf')) !== cpf) return;
        filled.fill('full_name', person.full_name);
        filled.fill('birth_date', brazilianDateToIso(person.birth_date ?? '') ?? person.birth_date);
        setCpfState(IDLE);
      },
      onError(error) {
        if (onlyDigits(form.getValues('cpf')) !== cpf) return;
        setCpfState({ loading: false, message: cpfLookupErrorMessage(error) });
      },
    });
  }

  return { cpfState, onCpfChanged };
}
