import { Suspense, lazy } from 'react';
import { DrawnNext } from '@/components/ui/drawn-next';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { firstName } from '@/lib/masks';
import { useAreaContext } from '@/features/session';

/*
 * The patient's pieces load on their own, so doctors, reception and the department never download
 * them with the dashboard, and the greeting shows at once.
 */
const MessagesBell = lazy(() => import('@/features/messages').then((m) => ({ default: m.MessagesBell })));
const PatientHomeBody = lazy(() => import('@/features/patient-home/components/patient-home-body'));

/** The patient's home (spec 01 /dashboard): greeting, messages bell, health card, actions and lists. */
export function PatientHome({ name }: { name: string }) {
  const { session } = useAreaContext();
  const first = firstName(name);
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="saudacao"
        className="flex items-start justify-between gap-4 rounded-2xl bg-gradient-to-br from-teal-700 to-teal-800 p-6 text-white shadow-sm sm:p-8"
      >
        <div>
          <h2 id="saudacao" className="text-2xl font-semibold">
            {first ? `Olá, ${first}!` : 'Olá!'}
          </h2>
          <p className="mt-2 text-teal-50">Acompanhe suas consultas, receitas e sua saúde em um só lugar.</p>
        </div>
        <Suspense fallback={null}>
          <MessagesBell />
        </Suspense>
      </section>
      <DrawnNext>
        <Suspense fallback={<LoadingScreen />}>
          <PatientHomeBody patient={session?.patient ?? null} />
        </Suspense>
      </DrawnNext>
    </div>
  );
}
