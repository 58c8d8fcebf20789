import { MapPin } from '@/components/icons';
import { adminHealthUnitSchema, type AdminHealthUnit } from '@saude/shared/schemas/admin';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskCep, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { accountSaveProps } from './account-save';

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

const defaults = (unit: AdminHealthUnit | null) => ({
  name: text(unit?.name),
  cnes: text(unit?.cnes),
  address: text(unit?.address),
  full_address: text(unit?.full_address),
  phone: maskPhone(text(unit?.phone)),
  cep: maskCep(text(unit?.cep)),
  city: text(unit?.city),
  state: text(unit?.state),
  latitude: text(unit?.latitude),
  longitude: text(unit?.longitude),
});
const Field = FormField<ReturnType<typeof defaults>>;

function UnitForm({
  unit,
  errorFallback,
  onDone,
}: {
  unit: AdminHealthUnit | null;
  errorFallback: string;
  onDone: () => void;
}) {
  const form = useSchemaForm(adminHealthUnitSchema, defaults(unit));
  const save = useSaveAccount('health-units');

  return (
    <SchemaForm
      form={form}
      {...accountSaveProps(save, {
        id: unit?.id,
        saved: unit ? 'Unidade atualizada' : 'Unidade cadastrada com sucesso!',
        onDone,
        errorFallback,
      })}
      submitLabel="Salvar"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field name="name" id="un-nome" label="Nome" required />
        <Field
          name="cnes"
          id="un-cnes"
          label="CNES"
          kind="digits"
          maxLength={7}
          inputMode="numeric"
          placeholder="0000000"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="address" id="un-endereco" label="Endereço" />
        <Field name="phone" id="un-telefone" label="Telefone" kind="phone" />
      </div>
      <Field name="full_address" id="un-endereco-completo" label="Endereço completo" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="cep" id="un-cep" label="CEP" kind="cep" />
        <Field name="city" id="un-cidade" label="Cidade" />
        <Field name="state" id="un-estado" label="Estado" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="latitude"
          id="un-latitude"
          label="Latitude"
          inputMode="decimal"
          placeholder="-23.550520"
        />
        <Field
          name="longitude"
          id="un-longitude"
          label="Longitude"
          inputMode="decimal"
          placeholder="-46.633308"
        />
      </div>
      <Alert tone="info" icon={MapPin}>
        Dica: para obter as coordenadas, abra o endereço em um serviço de mapas (como o Google Maps ou o
        OpenStreetMap), clique com o botão direito no local e copie a latitude e a longitude.
      </Alert>
    </SchemaForm>
  );
}
