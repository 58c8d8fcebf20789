import { useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '@saude/shared/domain/constants';
import {
  UF_CODES,
  pharmacyCreateSchema,
  pharmacyUpdateSchema,
  type PharmacyUser,
} from '@saude/shared/schemas/pharmacies';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { MASKED_LENGTH, maskCnpj, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { errorText } from './admin-ui';
import { FormActions, PasswordField, PhoneInput, SelectInput, TextInput } from './form-fields';
import { validate, type FieldErrors } from './form-helpers';

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

function PharmacyForm({ pharmacy, onDone }: { pharmacy: PharmacyUser | null; onDone: () => void }) {
  const [values, setValues] = useState({
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAccount('pharmacies');
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const ready =
    values.name.trim() !== '' &&
    values.cnpj.trim() !== '' &&
    values.username.trim() !== '' &&
    values.pharmacist_name.trim() !== '' &&
    values.pharmacist_crf.trim() !== '' &&
    (pharmacy ? true : values.password.length >= LIMITS.passwordMin);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validate(pharmacy ? pharmacyUpdateSchema : pharmacyCreateSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: pharmacy?.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(pharmacy ? 'Farmácia atualizada' : 'Farmácia cadastrada com sucesso!');
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error ? (
        <Alert tone="error">
          {errorText(save.error, 'Erro ao salvar a farmácia', 'Erro ao salvar. Tente novamente.')}
        </Alert>
      ) : null}
      <TextInput
        id="farmacia-nome"
        label="Nome da farmácia"
        required
        value={values.name}
        onValue={set('name')}
        error={errors.name}
      />
      <TextInput
        id="farmacia-cnpj"
        label="CNPJ"
        required
        // Letters are allowed: the alphanumeric CNPJ exists since July 2026.
        autoCapitalize="characters"
        autoComplete="off"
        placeholder="00.000.000/0000-00"
        maxLength={MASKED_LENGTH.cnpj}
        value={values.cnpj}
        onValue={(v) => set('cnpj')(maskCnpj(v))}
        error={errors.cnpj}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="farmacia-usuario"
          label="Nome de usuário"
          required
          autoComplete="off"
          value={values.username}
          onValue={set('username')}
          error={errors.username}
        />
        <PasswordField
          id="farmacia-senha"
          label="Senha"
          required={!pharmacy}
          hint={pharmacy ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
          value={values.password}
          onValue={set('password')}
          error={errors.password}
        />
      </div>
      <TextInput
        id="farmacia-farmaceutico"
        label="Farmacêutico responsável"
        required
        value={values.pharmacist_name}
        onValue={set('pharmacist_name')}
        error={errors.pharmacist_name}
      />
      <div className="grid grid-cols-[1fr_6rem] gap-4">
        <TextInput
          id="farmacia-crf"
          label="CRF"
          required
          inputMode="numeric"
          maxLength={9}
          value={values.pharmacist_crf}
          onValue={set('pharmacist_crf')}
          error={errors.pharmacist_crf}
        />
        <SelectInput
          id="farmacia-crf-uf"
          label="UF do CRF"
          required
          options={UF_OPTIONS}
          value={values.pharmacist_crf_uf}
          onValue={set('pharmacist_crf_uf')}
          error={errors.pharmacist_crf_uf}
        />
      </div>
      <TextInput
        id="farmacia-endereco"
        label="Endereço"
        value={values.address}
        onValue={set('address')}
        error={errors.address}
      />
      <PhoneInput
        id="farmacia-telefone"
        label="Telefone"
        value={values.phone}
        onValue={set('phone')}
        error={errors.phone}
      />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        disabled={!ready}
        submitLabel={pharmacy ? 'Salvar' : 'Cadastrar Farmácia'}
      />
    </form>
  );
}
