import { specialtiesByName } from '@/lib/by-name';
import {
  hospitalDoctorSchema,
  type HospitalDoctor,
  type HospitalDoctorInput,
} from '@saude/shared/schemas/hospital';
import { CrmFields } from '@/components/form/crm-fields';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';

type DoctorFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new doctor. */
  doctor: HospitalDoctor | null;
  busy: boolean;
  error: unknown;
  onSubmit: (body: HospitalDoctorInput) => void;
};

/** Add/edit an autonomous doctor: name, specialty and CRM required (spec 02 section 5). */
export function DoctorFormDialog({
  open,
  onOpenChange,
  doctor,
  busy,
  error,
  onSubmit,
}: DoctorFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={doctor ? 'Editar médico' : 'Adicionar médico'}>
          <DoctorForm
            key={doctor?.id ?? 'novo'}
            doctor={doctor}
            busy={busy}
            error={error}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type DoctorFormProps = Omit<DoctorFormDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

const defaults = (doctor: HospitalDoctor | null) => ({
  doctor_name: doctor?.doctor_name ?? '',
  specialty: doctor?.specialty ?? '',
  crm: doctor?.crm ?? '',
  crm_uf: doctor?.crm_uf ?? '',
  phone: doctor?.phone ? maskPhone(doctor.phone) : '',
  email: doctor?.email ?? '',
  schedule_notes: doctor?.schedule_notes ?? '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function DoctorForm({ doctor, busy, error, onSubmit, onCancel }: DoctorFormProps) {
  const form = useSchemaForm(hospitalDoctorSchema, defaults(doctor));
  return (
    <SchemaForm
      form={form}
      // Saving a removed (inactive) doctor's form brings them back to the approve dialog's list.
      onSubmit={(body) => onSubmit({ ...body, ...(doctor ? { is_active: true } : {}) })}
      onCancel={onCancel}
      busy={busy}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      error={error}
      errorFallback="Erro ao salvar médico"
    >
      <Field name="doctor_name" id="medico-nome" label="Nome" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="specialty"
          id="medico-especialidade"
          label="Especialidade"
          required
          suggestions={specialtiesByName()}
        />
        <CrmFields idPrefix="medico" required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone" id="medico-telefone" label="Telefone" kind="phone" />
        <Field name="email" id="medico-email" label="E-mail" kind="email" autoComplete="off" />
      </div>
      <Field name="schedule_notes" id="medico-horarios" label="Horários de atendimento" kind="textarea" />
    </SchemaForm>
  );
}
