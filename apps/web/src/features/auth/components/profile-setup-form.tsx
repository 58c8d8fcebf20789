import { z } from 'zod';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { BLOOD_TYPES } from '@saude/shared/domain/constants';
import { specialtiesByName } from '@/lib/by-name';
import { PROFILE_SETUP_TYPES, profileSetupSchema } from '@saude/shared/schemas/auth';
import { CrmFields } from '@/components/form/crm-fields';
import { FormField } from '@/components/form/form-field';
import { PageForm } from '@/components/form/page-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/alert';
import type { ProfileSetupBody } from '../api/use-create-profile';

type ProfileSetupFormProps = {
  defaultName: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (body: ProfileSetupBody) => void;
};

/** Patient-only and doctor-only fields are cleared for other types (spec 01 section 5). */
export function keepFieldsOfType(body: ProfileSetupBody): ProfileSetupBody {
  const patient = body.user_type === 'patient';
  const doctor = body.user_type === 'doctor';
  return {
    ...body,
    sus_card: patient ? body.sus_card : null,
    blood_type: patient ? body.blood_type : null,
    allergies: patient ? body.allergies : null,
    specialty: doctor ? body.specialty : null,
    crm: doctor ? body.crm : null,
    crm_uf: doctor ? body.crm_uf : null,
  };
}

// The select's 'Não informado' is '', which the shared schema's blood type (an enum or null) takes as null.
const schema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && 'blood_type' in v && v.blood_type === '' ? { ...v, blood_type: null } : v,
  profileSetupSchema,
);

const defaults = (full_name: string) => ({
  user_type: '' as '' | (typeof PROFILE_SETUP_TYPES)[number],
  full_name,
  cpf: '',
  phone: '',
  sus_card: '',
  blood_type: '',
  allergies: '',
  specialty: '',
  crm: '',
  crm_uf: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

const TYPE_OPTIONS = PROFILE_SETUP_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));
const BLOOD_TYPE_OPTIONS = BLOOD_TYPES.map((type) => ({ value: type, label: type }));

/** 'Complete seu perfil': user type and full name required, the rest by type. */
export function ProfileSetupForm({ defaultName, submitting, error, onSubmit }: ProfileSetupFormProps) {
  const form = useSchemaForm(schema, defaults(defaultName));
  const userType = form.watch('user_type');
  const staffType = userType !== '' && userType !== 'patient';

  return (
    <PageForm
      form={form}
      onSubmit={(body) => onSubmit(keepFieldsOfType(body))}
      busy={submitting}
      submitLabel="Salvar perfil"
      busyLabel="Salvando..."
      error={error}
      errorFallback="Erro ao criar perfil"
    >
      <Field
        name="user_type"
        id="perfil-tipo"
        label="Tipo de usuário"
        kind="select"
        required
        placeholder="Selecione"
        options={TYPE_OPTIONS}
      />
      {staffType ? (
        <Alert tone="info">
          Perfis de profissionais começam inativos e são ativados pela Secretaria de Saúde.
        </Alert>
      ) : null}

      <Field name="full_name" id="perfil-nome" label="Nome completo" required autoComplete="name" />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="cpf" id="perfil-cpf" label="CPF" kind="digits" hint="Somente números" maxLength={11} />
        <Field
          name="phone"
          id="perfil-telefone"
          label="Telefone"
          kind="phone"
          autoComplete="tel-national"
          placeholder="(00) 00000-0000"
        />
      </div>

      {userType === 'patient' ? (
        <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Dados de saúde</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              name="sus_card"
              id="perfil-sus"
              label="Cartão SUS"
              kind="cns"
              placeholder="000 0000 0000 0000"
            />
            <Field
              name="blood_type"
              id="perfil-sangue"
              label="Tipo sanguíneo"
              kind="select"
              placeholder="Não informado"
              options={BLOOD_TYPE_OPTIONS}
            />
          </div>
          <Field name="allergies" id="perfil-alergias" label="Alergias" kind="textarea" />
        </fieldset>
      ) : null}

      {userType === 'doctor' ? (
        <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-800">Dados profissionais</legend>
          <Field
            name="specialty"
            id="perfil-especialidade"
            label="Especialidade"
            suggestions={specialtiesByName()}
          />
          <CrmFields idPrefix="perfil" />
        </fieldset>
      ) : null}
    </PageForm>
  );
}
