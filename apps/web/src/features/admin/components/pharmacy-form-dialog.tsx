import { LIMITS } from '@saude/shared/domain/constants';
import {
  UF_CODES,
  pharmacyCreateSchema,
  pharmacyUpdateSchema,
  type PharmacyUser,
} from '@saude/shared/schemas/pharmacies';
import { FormField } from '@/components/form/form-field';
import { missingFieldsHint, passwordRequirement } from '@/components/form/missing-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskCnpj, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { accountSaveProps } from './account-save';

const UF_OPTIONS = UF_CODES.map((uf) => ({ value: uf, label: uf }));

type Props = { open: boolean; onOpenChange: (open: boolean) => void; pharmacy?: PharmacyUser | null };

/** 'Nova Farmácia' or 'Editar Farmácia' (decision 023): the pharmacy, its CNPJ and its pharmacist. */
export function PharmacyFormDialog({ open, onOpenChange, pharmacy }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={pharmacy ? 'Editar Farmácia' : 'Nova Farmácia'}>
        {open ? <PharmacyForm pharmacy={pharmacy ?? null} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const defaults = (pharmacy: PharmacyUser | null) => ({
  name: pharmacy?.name ?? '',
  cnpj: maskCnpj(pharmacy?.cnpj ?? ''),
  username: pharmacy?.username ?? '',
  password: '',
  pharmacist_name: pharmacy?.pharmacist_name ?? '',
  pharmacist_crf: pharmacy?.pharmacist_crf ?? '',
  pharmacist_crf_uf: pharmacy?.pharmacist_crf_uf ?? 'SP',
  address: pharmacy?.address ?? '',
  phone: maskPhone(pharmacy?.phone ?? ''),
});
const Field = FormField<ReturnType<typeof defaults>>;

function PharmacyForm({ pharmacy, onDone }: { pharmacy: PharmacyUser | null; onDone: () => void }) {
  const form = useSchemaForm(pharmacy ? pharmacyUpdateSchema : pharmacyCreateSchema, defaults(pharmacy));
  const save = useSaveAccount('pharmacies');
  const values = form.watch();
  const missing = missingFieldsHint([
    { label: 'Nome da farmácia', met: values.name.trim() !== '' },
    { label: 'CNPJ', met: values.cnpj.trim() !== '' },
    { label: 'Nome de usuário', met: values.username.trim() !== '' },
    ...(pharmacy ? [] : [passwordRequirement(values.password, LIMITS.passwordMin)]),
    { label: 'Farmacêutico responsável', met: values.pharmacist_name.trim() !== '' },
    { label: 'CRF', met: values.pharmacist_crf.trim() !== '' },
  ]);

  return (
    <SchemaForm
      form={form}
      {...accountSaveProps(save, {
        id: pharmacy?.id,
        saved: pharmacy ? 'Farmácia atualizada' : 'Farmácia cadastrada com sucesso!',
        onDone,
        errorFallback: 'Erro ao salvar a farmácia',
      })}
      submitDisabled={missing !== undefined}
      submitHint={missing}
      submitLabel={pharmacy ? 'Salvar' : 'Cadastrar Farmácia'}
    >
      <Field name="name" id="farmacia-nome" label="Nome da farmácia" required />
      <Field
        name="cnpj"
        id="farmacia-cnpj"
        label="CNPJ"
        kind="cnpj"
        required
        autoComplete="off"
        placeholder="00.000.000/0000-00"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="username" id="farmacia-usuario" label="Nome de usuário" required autoComplete="off" />
        <Field
          name="password"
          id="farmacia-senha"
          label="Senha"
          kind="password"
          required={!pharmacy}
          hint={pharmacy ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
        />
      </div>
      <Field name="pharmacist_name" id="farmacia-farmaceutico" label="Farmacêutico responsável" required />
      <div className="grid grid-cols-[1fr_6rem] gap-4">
        <Field
          name="pharmacist_crf"
          id="farmacia-crf"
          label="CRF"
          required
          inputMode="numeric"
          maxLength={9}
        />
        <Field
          name="pharmacist_crf_uf"
          id="farmacia-crf-uf"
          label="UF do CRF"
          kind="select"
          required
          options={UF_OPTIONS}
        />
      </div>
      <Field name="address" id="farmacia-endereco" label="Endereço" />
      <Field name="phone" id="farmacia-telefone" label="Telefone" kind="phone" />
    </SchemaForm>
  );
}
