import { useState } from 'react';
import { toast } from 'sonner';
import { MapPin } from 'lucide-react';
import { adminHealthUnitSchema, type AdminHealthUnit } from '@saude/shared/schemas/admin';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { MASKED_LENGTH, maskCep, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { errorText } from './admin-ui';
import { TextInput, FormActions, PhoneInput } from './form-fields';
import { validate, type FieldErrors } from './form-helpers';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unit?: AdminHealthUnit | null;
  /** 'Erro ao salvar unidade' in the panel, 'Erro ao salvar unidade de saúde' on the management page. */
  errorFallback?: string;
};

/** Name required; latitude and longitude take decimals and go as null when left empty. */
export function HealthUnitFormDialog({ open, onOpenChange, unit, errorFallback }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={unit ? 'Editar Unidade de Saúde' : 'Nova Unidade de Saúde'} className="max-w-2xl">
        {open ? (
          <UnitForm
            unit={unit ?? null}
            errorFallback={errorFallback ?? 'Erro ao salvar unidade'}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

function UnitForm({
  unit,
  errorFallback,
  onDone,
}: {
  unit: AdminHealthUnit | null;
  errorFallback: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState({
    name: text(unit?.name),
    address: text(unit?.address),
    full_address: text(unit?.full_address),
    phone: maskPhone(text(unit?.phone)),
    cep: maskCep(text(unit?.cep)),
    city: text(unit?.city),
    state: text(unit?.state),
    latitude: text(unit?.latitude),
    longitude: text(unit?.longitude),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAccount('health-units');
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validate(adminHealthUnitSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: unit?.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(unit ? 'Unidade atualizada' : 'Unidade cadastrada com sucesso!');
          onDone();
        },
      },
    );
  }

  const failure = errorText(save.error, errorFallback);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextInput
        id="un-nome"
        label="Nome"
        required
        value={values.name}
        onValue={set('name')}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="un-endereco"
          label="Endereço"
          value={values.address}
          onValue={set('address')}
          error={errors.address}
        />
        <PhoneInput
          id="un-telefone"
          label="Telefone"
          value={values.phone}
          onValue={set('phone')}
          error={errors.phone}
        />
      </div>
      <TextInput
        id="un-endereco-completo"
        label="Endereço completo"
        value={values.full_address}
        onValue={set('full_address')}
        error={errors.full_address}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          id="un-cep"
          label="CEP"
          inputMode="numeric"
          maxLength={MASKED_LENGTH.cep}
          value={values.cep}
          onValue={(v) => set('cep')(maskCep(v))}
          error={errors.cep}
        />
        <TextInput
          id="un-cidade"
          label="Cidade"
          value={values.city}
          onValue={set('city')}
          error={errors.city}
        />
        <TextInput
          id="un-estado"
          label="Estado"
          value={values.state}
          onValue={set('state')}
          error={errors.state}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="un-latitude"
          label="Latitude"
          inputMode="decimal"
          placeholder="-23.550520"
          value={values.latitude}
          onValue={set('latitude')}
          error={errors.latitude}
        />
        <TextInput
          id="un-longitude"
          label="Longitude"
          inputMode="decimal"
          placeholder="-46.633308"
          value={values.longitude}
          onValue={set('longitude')}
          error={errors.longitude}
        />
      </div>
      <Alert tone="info" icon={MapPin}>
        Dica: para obter as coordenadas, abra o endereço em um serviço de mapas (como o Google Maps ou o
        OpenStreetMap), clique com o botão direito no local e copie a latitude e a longitude.
      </Alert>
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
