import { Building2 } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { ReceptionDashboard } from '@/features/staff-home';
import { GreetingCard } from './greeting-card';

/** The unit whose day this is; null for a receptionist attached to none, undefined when not said. */
type Props = { name: string; unit?: string | null };

export function ReceptionHome({ name, unit }: Props) {
  return (
    <>
      <GreetingCard name={name}>
        Check-in dos pacientes e controle de faltas do dia.
        {unit ? (
          <p className="mt-2 flex items-center gap-2 font-medium text-white">
            <Building2 className="size-4 shrink-0" aria-hidden="true" /> {unit}
          </p>
        ) : null}
      </GreetingCard>
      {/* Without a unit the day is empty for ever: said, with who can fix it (decision 063). */}
      {unit === null ? (
        <Alert tone="warning">
          Seu cadastro não está vinculado a nenhuma unidade de saúde, por isso a agenda do dia fica vazia.
          Peça à sua unidade ou à Secretaria de Saúde para vincular você.
        </Alert>
      ) : null}
      <ReceptionDashboard />
    </>
  );
}
