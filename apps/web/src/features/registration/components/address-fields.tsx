import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Spinner } from '@/components/ui/spinner';
import { RegistrationSection } from './registration-section';
import type { ContactFormValues } from './registration-values';
import type { LookupState } from './use-registration-lookups';

const Field = FormField<ContactFormValues>;

type AddressFieldsProps = { cepState: LookupState; onCepChanged: (value: string) => void };

/** The whole address is optional; a full CEP fills street, district, city and state. */
export function AddressFields({ cepState, onCepChanged }: AddressFieldsProps) {
  const { setValue } = useFormContext<ContactFormValues>();
  // The lookup's failure shows while the schema has nothing to say of the CEP.
  const { errors } = useFormState<ContactFormValues>({ name: 'cep' });
  const hint = cepState.loading ? (
    <span className="inline-flex items-center gap-2">
      <Spinner className="size-4" /> Buscando endereço...
    </span>
  ) : (
    'Digite o CEP para preencher o endereço automaticamente.'
  );
  return (
    <RegistrationSection title="Endereço">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="cep"
          id="cadastro-cep"
          label="CEP"
          kind="cep"
          onValue={onCepChanged}
          hint={hint}
          error={errors.cep ? undefined : (cepState.message ?? undefined)}
          autoComplete="postal-code"
          placeholder="00000-000"
        />
      </div>
      <Field name="logradouro" id="cadastro-logradouro" label="Logradouro" autoComplete="address-line1" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="numero" id="cadastro-numero" label="Número" maxLength={20} />
        <Field name="complemento" id="cadastro-complemento" label="Complemento" />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_6rem]">
        <Field name="bairro" id="cadastro-bairro" label="Bairro" />
        <Field name="cidade" id="cadastro-cidade" label="Cidade" autoComplete="address-level2" />
        <Field
          name="estado"
          id="cadastro-estado"
          label="Estado (UF)"
          maxLength={2}
          autoComplete="address-level1"
          onValue={(value) => {
            // The kit has no upper-case kind: the state is shown as the schema sends it.
            if (value !== value.toUpperCase()) setValue('estado', value.toUpperCase());
          }}
        />
      </div>
    </RegistrationSection>
  );
}
