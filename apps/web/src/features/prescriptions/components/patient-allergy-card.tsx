import { Droplet, TriangleAlert } from '@/components/icons';
import type { PatientAllergyCard as AllergyCard } from '@saude/shared/schemas/health';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { usePatientAllergies } from '../api/use-patient-allergies';

/**
 * The patient's allergies and blood type, at the top of the forms where a doctor decides (the visit's
 * record, a prescription): red when allergies are recorded, so they are seen before anything is written.
 */
export function PatientAllergyCard({ patientId }: { patientId: number }) {
  const card = usePatientAllergies(patientId);
  if (card.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
        <Spinner className="size-4" /> Carregando alergias do paciente...
      </p>
    );
  }
  if (card.isError) {
    return (
      <Alert tone="warning">
        Não foi possível carregar as alergias do paciente. Confira o cartão de saúde antes de prescrever.
      </Alert>
    );
  }
  return <AllergySummary card={card.data} />;
}

function AllergySummary({ card }: { card: AllergyCard }) {
  const allergies = card.allergies?.trim();
  return (
    <section
      aria-label="Alergias e tipo sanguíneo"
      className={
        allergies
          ? 'space-y-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950'
          : 'space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800'
      }
    >
      <p className="flex items-start gap-2">
        <TriangleAlert
          className={
            allergies ? 'mt-0.5 size-4 shrink-0 text-red-700' : 'mt-0.5 size-4 shrink-0 text-slate-500'
          }
          aria-hidden="true"
        />
        {allergies ? (
          <span>
            <strong>Alergias:</strong> {allergies}
          </span>
        ) : (
          <span>Nenhuma alergia registrada</span>
        )}
      </p>
      <p className="flex items-center gap-2">
        <Droplet className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        <span>
          <strong>Tipo sanguíneo:</strong> {card.blood_type ?? 'não informado'}
        </span>
      </p>
    </section>
  );
}
