import { UserRound } from '@/components/icons';
import { GENDER_LABELS } from '@saude/shared/domain/constants';
import { formatCpf } from '@saude/shared/domain/format';
import type { HospitalPatient } from '@saude/shared/schemas/hospital';
import { cn } from '@/lib/cn';
import { cnsLabel } from '@/lib/masks';
import { formatDate, parseApiDate } from '@/lib/format-date';
import { Detail } from './panel-states';
import { PhoneNumber } from '@/components/ui/phone-number';

/** Age in whole years on `today` (a birthday not yet reached this year does not count). */
export function ageInYears(birthDate: string | null, today = new Date()): number | null {
  const birth = parseApiDate(birthDate);
  if (!birth) return null;
  let age = today.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    today.getMonth() < birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

type PatientCardProps = {
  patient: HospitalPatient;
  variant?: 'compact' | 'full';
  className?: string;
  children?: React.ReactNode;
};

/**
 * The reusable patient card of spec 02 section 2. Compact: photo, name, CPF, SUS card and phone
 * (search results). Full: every field the unit may see.
 */
export function PatientCard({ patient, variant = 'compact', className, children }: PatientCardProps) {
  const age = ageInYears(patient.birth_date);
  const full = variant === 'full';
  const dash = '—';
  return (
    <article className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', className)}>
      <div className="flex items-center gap-3">
        {patient.profile_photo_url ? (
          <img
            src={patient.profile_photo_url}
            alt={`Foto de ${patient.full_name}`}
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
            <UserRound className="size-7" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{patient.full_name}</h3>
          {age != null ? <p className="text-sm text-slate-700">{age} anos</p> : null}
        </div>
      </div>
      <dl className={cn('mt-4 grid gap-3 text-sm', full ? 'sm:grid-cols-2' : 'grid-cols-2')}>
        <Detail label="CPF">{patient.cpf ? formatCpf(patient.cpf) : dash}</Detail>
        <Detail label="Cartão SUS">{patient.sus_card ? cnsLabel(patient.sus_card) : dash}</Detail>
        <Detail label="Telefone">
          <PhoneNumber value={patient.phone} fallback={dash} />
        </Detail>
        {full ? (
          <>
            <Detail label="Data de nascimento">{formatDate(patient.birth_date) || dash}</Detail>
            <Detail label="Sexo">{patient.gender ? GENDER_LABELS[patient.gender] : dash}</Detail>
            <Detail label="Tipo sanguíneo">{patient.blood_type ?? dash}</Detail>
            <Detail label="Alergias">{patient.allergies || 'Nenhuma informada'}</Detail>
            <Detail label="Contato de emergência">
              {patient.emergency_contact_name || patient.emergency_contact_phone ? (
                <>
                  {patient.emergency_contact_name}
                  {patient.emergency_contact_name && patient.emergency_contact_phone ? ' · ' : null}
                  <PhoneNumber value={patient.emergency_contact_phone} />
                </>
              ) : (
                dash
              )}
            </Detail>
            <Detail label="Cadastrado em">{formatDate(patient.created_at) || dash}</Detail>
          </>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
