import type { IconComponent } from '@/components/icons';
import { Bug, CalendarDays, CalendarPlus, ClipboardList } from '@/components/icons';
import { Link } from 'react-router';
import { ReportCreateDialog } from '@/features/reports';
import { preloadOnIntent } from '@/lib/preloadable-lazy';

/** The report form (its photo and location code) is asked for as the patient reaches its tile. */
const REPORT_INTENT = preloadOnIntent([ReportCreateDialog]);

const tile =
  'flex h-full w-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm ' +
  'hover:border-teal-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function Content({
  icon: Icon,
  label,
  description,
}: {
  icon: IconComponent;
  label: string;
  description: string;
}) {
  return (
    <>
      <span className="rounded-xl bg-teal-50 p-2 text-teal-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
    </>
  );
}

/** Quick actions of the patient home; reporting a spot opens the report dialog in place. */
export function PatientQuickActions({ onReport }: { onReport: () => void }) {
  return (
    <section aria-labelledby="acoes-rapidas">
      <h2 id="acoes-rapidas" className="mb-3 text-lg font-semibold text-slate-900">
        Ações rápidas
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <Link to="/appointments?nova=1" className={tile}>
            <Content icon={CalendarPlus} label="Nova consulta" description="Solicite consulta ou exame" />
          </Link>
        </li>
        <li>
          <Link to="/appointments" className={tile}>
            <Content icon={CalendarDays} label="Minhas consultas" description="Acompanhe suas solicitações" />
          </Link>
        </li>
        <li>
          <Link to="/medical-records" className={tile}>
            <Content icon={ClipboardList} label="Prontuário" description="Consultas, vacinas e exames" />
          </Link>
        </li>
        <li>
          <button type="button" onClick={onReport} className={tile} {...REPORT_INTENT}>
            <Content icon={Bug} label="Reportar foco" description="Mosquito ou acúmulo de lixo" />
          </button>
        </li>
      </ul>
    </section>
  );
}
