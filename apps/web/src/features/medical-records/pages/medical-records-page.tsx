import { Suspense, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { FlaskConical, Lock, Syringe } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useAreaContext, viewerCan } from '@/features/session';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { useTabParam } from '@/lib/use-tab-param';
import { RECORD_TABS, type RecordTab } from '../api/prefetch-medical-records';
import { ExamsTab } from '../components/exams-tab';
import { RecordsTab } from '../components/records-tab';
import { RegisterExamDialog, RegisterVaccinationDialog } from '../components/lazy-register-dialogs';
import { VaccinationsTab } from '../components/vaccinations-tab';

const REGISTER_INTENT = preloadOnIntent([RegisterVaccinationDialog, RegisterExamDialog]);

const TAB_CLASSES =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors sm:flex-none sm:px-5 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 ' +
  'data-[state=active]:bg-white data-[state=active]:text-teal-900 data-[state=active]:shadow-sm';

/** '/medical-records' (spec 01 section 2): patients and doctors only. */
export default function MedicalRecordsPage() {
  const { viewer } = useAreaContext();
  // Doctors read what they recorded for many patients, so each item names the patient.
  const staff = viewer.role !== 'patient';
  const canRegister = viewerCan(viewer, 'clinical-records:create');
  const [dialog, setDialog] = useState<'vaccination' | 'exam' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  // The open tab is in the address (?aba=vacinas): a reload or a link opens it, its list asked at boot.
  const [tab, setTab] = useTabParam(RECORD_TABS, 'consultas');

  return (
    <div className="space-y-4">
      {canRegister ? (
        <div className="flex flex-wrap gap-2" {...REGISTER_INTENT}>
          <Button variant="secondary" onClick={() => setDialog('vaccination')}>
            <Syringe className="size-4" aria-hidden="true" />
            Registrar Vacina
          </Button>
          <Button variant="secondary" onClick={() => setDialog('exam')}>
            <FlaskConical className="size-4" aria-hidden="true" />
            Registrar Exame
          </Button>
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as RecordTab)} className="space-y-4">
        <Tabs.List aria-label="Prontuário" className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
          <Tabs.Trigger value="consultas" className={TAB_CLASSES}>
            Consultas
          </Tabs.Trigger>
          <Tabs.Trigger value="vacinas" className={TAB_CLASSES}>
            Vacinas
          </Tabs.Trigger>
          <Tabs.Trigger value="exames" className={TAB_CLASSES}>
            Exames
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="consultas" className="focus-visible:outline-none">
          <RecordsTab showPatient={staff} />
        </Tabs.Content>
        <Tabs.Content value="vacinas" className="focus-visible:outline-none">
          <VaccinationsTab showPatient={staff} />
        </Tabs.Content>
        <Tabs.Content value="exames" className="focus-visible:outline-none">
          <ExamsTab showPatient={staff} />
        </Tabs.Content>
      </Tabs.Root>
      <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Estas informações são confidenciais e protegidas pela Lei Geral de Proteção de Dados (LGPD). O acesso
        é restrito ao paciente e aos profissionais de saúde responsáveis pelo atendimento.
      </p>
      <Suspense fallback={null}>
        {canRegister && dialog === 'vaccination' ? (
          <RegisterVaccinationDialog open onOpenChange={close} />
        ) : null}
        {canRegister && dialog === 'exam' ? <RegisterExamDialog open onOpenChange={close} /> : null}
      </Suspense>
    </div>
  );
}
