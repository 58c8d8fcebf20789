import { useState } from 'react';
import { FlaskConical, Search, Syringe } from '@/components/icons';
import { LIMITS } from '@saude/shared/domain/constants';
import { SEARCH_MIN_MESSAGE, type HospitalPatient } from '@saude/shared/schemas/hospital';
import { patientSearchReady } from '@saude/shared/schemas/health';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PagedList } from '@/components/ui/paged-list';
import { RegisterExamDialog, RegisterVaccinationDialog } from '@/features/medical-records';
import { useRefreshHospitalList } from '../api/clinical';
import { useHospitalPatientSearch } from '../api/patients';
import { useLeaveOnUnauthenticated } from '../api/use-leave-on-unauthenticated';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ListEmpty } from './panel-states';
import { PatientCard } from './patient-card';

/** 'Pacientes' tab: search from 2 characters, result cards by name (page by page) and 'Ver Detalhes'. */
export function PatientsTab() {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<HospitalPatient | null>(null);
  // Registering closes the details first, so only one modal traps focus at a time.
  const [registering, setRegistering] = useState<{
    kind: 'exam' | 'vaccination';
    patient: HospitalPatient;
  } | null>(null);
  const refreshExams = useRefreshHospitalList('exams');
  const refreshVaccinations = useRefreshHospitalList('vaccinations');
  const register = (kind: 'exam' | 'vaccination') => {
    if (!selected) return;
    setRegistering({ kind, patient: selected });
    setSelected(null);
  };
  const term = useDebouncedValue(text.trim(), LIMITS.searchDelayMs);
  const search = useHospitalPatientSearch(term);
  useLeaveOnUnauthenticated();
  const tooShort = !patientSearchReady(term);

  return (
    <section aria-labelledby="titulo-pacientes" className="space-y-4">
      <h2 id="titulo-pacientes" className="text-lg font-semibold text-slate-900">
        Buscar pacientes
      </h2>
      <div className="space-y-1.5">
        <Label htmlFor="busca-paciente">Nome, CPF ou cartão SUS</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="busca-paciente"
            type="search"
            className="pl-10"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <p aria-live="polite" className="text-slate-700 empty:hidden">
        {tooShort ? SEARCH_MIN_MESSAGE : null}
      </p>
      {tooShort ? null : (
        <PagedList
          list={search}
          loadingLabel="Buscando..."
          errorText="Não foi possível buscar os pacientes."
          empty={<ListEmpty>Nenhum paciente encontrado</ListEmpty>}
          totalText={(count, total) =>
            `${count} ${total === 1 ? 'paciente encontrado' : 'pacientes encontrados'}`
          }
        >
          {(results) => (
            <ul aria-label="Pacientes encontrados" className="grid gap-3 md:grid-cols-2">
              {results.map((p) => (
                <li key={p.id}>
                  <PatientCard patient={p}>
                    <Button
                      size="sm"
                      variant="outline"
                      className="mt-4"
                      onClick={() => setSelected(p)}
                      aria-label={`Ver Detalhes de ${p.full_name}`}
                    >
                      Ver Detalhes
                    </Button>
                  </PatientCard>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
      <Dialog open={selected != null} onOpenChange={(open) => !open && setSelected(null)}>
        {selected ? (
          <DialogContent title="Detalhes do paciente" className="max-w-2xl">
            <PatientCard patient={selected} variant="full" className="border-0 p-0 shadow-none" />
            <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => register('vaccination')}>
                <Syringe className="size-4" aria-hidden="true" />
                Registrar Vacina
              </Button>
              <Button variant="outline" onClick={() => register('exam')}>
                <FlaskConical className="size-4" aria-hidden="true" />
                Registrar Exame
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
      <RegisterVaccinationDialog
        open={registering?.kind === 'vaccination'}
        onOpenChange={(open) => !open && setRegistering(null)}
        patient={registering?.patient ?? null}
        onCreated={refreshVaccinations}
      />
      <RegisterExamDialog
        open={registering?.kind === 'exam'}
        onOpenChange={(open) => !open && setRegistering(null)}
        patient={registering?.patient ?? null}
        onCreated={refreshExams}
      />
    </section>
  );
}
