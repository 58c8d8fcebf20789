import { Spinner } from '@/components/ui/spinner';
import { MASKED_LENGTH, maskCep } from '@/lib/masks';
import { RegistrationField } from './registration-field';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi } from './registration-values';
import type { LookupState } from './use-registration-lookups';

type AddressFieldsProps = {
  form: RegistrationFormApi;
  cepState: LookupState;
  onCepChanged: (value: string) => void;
};

/** The whole address is optional; a full CEP fills street, district, city and state. */
export function AddressFields({ form, cepState, onCepChanged }: AddressFieldsProps) {
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
        <RegistrationField
          form={form}
          name="cep"
          label="CEP"
          mask={maskCep}
          onValueChange={onCepChanged}
          hint={hint}
          liveError={cepState.message}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            placeholder: '00000-000',
            maxLength: MASKED_LENGTH.cep,
          }}
        />
      </div>
      <RegistrationField
        form={form}
        name="logradouro"
        label="Logradouro"
        inputProps={{ autoComplete: 'address-line1' }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RegistrationField form={form} name="numero" label="Número" inputProps={{ maxLength: 20 }} />
        <RegistrationField form={form} name="complemento" label="Complemento" />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_6rem]">
        <RegistrationField form={form} name="bairro" label="Bairro" />
        <RegistrationField
          form={form}
          name="cidade"
          label="Cidade"
          inputProps={{ autoComplete: 'address-level2' }}
        />
        <RegistrationField
          form={form}
          name="estado"
          label="Estado (UF)"
          mask={(v) => v.toUpperCase()}
          inputProps={{ maxLength: 2, autoComplete: 'address-level1' }}
        />
      </div>
    </RegistrationSection>
  );
}
