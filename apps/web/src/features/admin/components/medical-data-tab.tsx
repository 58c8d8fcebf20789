import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Eye, FileText, QrCode } from '@/components/icons';
import type { MedicalDataPeriod } from '@saude/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ChoiceSelect, type Choice } from '@/components/ui/choice-select';
import { PagedList } from '@/components/ui/paged-list';
import { totalLabel } from '@/lib/api-list';
import { cn } from '@/lib/cn';
import { useMedicalData, type MedicalDataKind, type MedicalDataKinds } from '../api/use-medical-data';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTabParam } from '@/lib/use-tab-param';
import { MEDICAL_DATA_TAB_PARAM, MEDICAL_DATA_TABS } from './admin-tabs';
import { EmptyState, TabHeader } from './admin-ui';
import { SearchField } from '@/components/ui/search-field';
import { detailRows, summarize, type DetailRow } from './medical-data-items';
import { PrescriptionQrDialog } from './prescription-qr-dialog';

type Kind = {
  kind: MedicalDataKind;
  /** Its name in the address (?dados=). */
  tab: (typeof MEDICAL_DATA_TABS)[number];
  label: string;
  empty: string;
  /** Singular and plural, for the total ('1 receita', '1.000+ receitas'). */
  noun: [string, string];
  error: string;
};

const KINDS: Kind[] = [
  {
    kind: 'all-prescriptions',
    tab: 'receitas',
    label: 'Receitas',
    empty: 'Nenhuma receita encontrada',
    noun: ['receita', 'receitas'],
    error: 'Não foi possível carregar as receitas.',
  },
  {
    kind: 'all-medical-records',
    tab: 'prontuarios',
    label: 'Prontuários',
    empty: 'Nenhum prontuário encontrado',
    noun: ['prontuário', 'prontuários'],
    error: 'Não foi possível carregar os prontuários.',
  },
  {
    kind: 'all-vaccinations',
    tab: 'vacinas',
    label: 'Vacinas',
    empty: 'Nenhuma vacina encontrada',
    noun: ['vacina', 'vacinas'],
    error: 'Não foi possível carregar as vacinas.',
  },
  {
    kind: 'all-exams',
    tab: 'exames',
    label: 'Exames',
    empty: 'Nenhum exame encontrado',
    noun: ['exame', 'exames'],
    error: 'Não foi possível carregar os exames.',
  },
];

const PERIODS: Choice<MedicalDataPeriod>[] = [
  { value: 'all', label: 'Todos os períodos' },
  { value: 'today', label: 'Hoje' },
  { value: 'week', label: 'Última semana' },
  { value: 'month', label: 'Último mês' },
];

/**
 * 'Dados Médicos Completos': every record of the city, newest first, searched and filtered by period.
 * Each sub-tab's count is its list's total ("Receitas (1.000+)").
 */
export function MedicalDataTab() {
  const [text, setText] = useState('');
  const [period, setPeriod] = useState<MedicalDataPeriod>('all');
  const [tab, setTab] = useTabParam(MEDICAL_DATA_TABS, 'receitas', { param: MEDICAL_DATA_TAB_PARAM });
  const [detail, setDetail] = useState<{ title: string; rows: DetailRow[] } | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const q = useDebouncedValue(text);
  const lists = {
    'all-prescriptions': useMedicalData('all-prescriptions', q, period),
    'all-medical-records': useMedicalData('all-medical-records', q, period),
    'all-vaccinations': useMedicalData('all-vaccinations', q, period),
    'all-exams': useMedicalData('all-exams', q, period),
  };
  return (
    <section className="space-y-4" aria-label="Dados Médicos Completos">
      <TabHeader title="Dados Médicos Completos">
        <SearchField
          id="busca-dados"
          label="Buscar por paciente, médico, texto ou CID-10"
          value={text}
          onChange={setText}
        />
        <ChoiceSelect
          id="dados-periodo"
          label="Período"
          labelAt="hidden"
          className="sm:w-56"
          value={period}
          onChange={(p) => setPeriod(p)}
          choices={PERIODS}
        />
      </TabHeader>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Kind['tab'])}>
        <Tabs.List
          aria-label="Tipo de dado médico"
          className="flex flex-wrap gap-2 border-b border-slate-200 pb-2"
        >
          {KINDS.map(({ kind, tab: value, label }) => (
            <Tabs.Trigger
              key={kind}
              value={value}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
                'focus-visible:outline-2 focus-visible:outline-teal-700',
                'data-[state=active]:bg-teal-700 data-[state=active]:text-white',
              )}
            >
              {label}
              {lists[kind].isPending || lists[kind].isError ? '' : ` (${totalLabel(lists[kind])})`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map(({ kind, tab: value, label, empty, noun, error }) => (
          <Tabs.Content key={kind} value={value} className="pt-4 focus:outline-none">
            <PagedList<MedicalDataKinds[typeof kind]>
              list={lists[kind]}
              loadingLabel={`Carregando ${noun[1]}...`}
              errorText={error}
              totalText={(count, total) => `${count} ${total === 1 ? noun[0] : noun[1]}`}
              empty={<EmptyState text={empty} />}
            >
              {(items) => (
                <ul className="space-y-3" aria-label={label}>
                  {items.map((item) => {
                    const s = summarize(kind, item);
                    const qrCode = 'qr_code' in item ? item.qr_code : null;
                    const fileUrl = 'file_url' in item ? item.file_url : null;
                    return (
                      <li key={item.id}>
                        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                          <div className="min-w-0 space-y-1">
                            <h3 className="font-semibold text-slate-900">{s.title}</h3>
                            <p className="text-sm text-slate-700">
                              {s.subtitle} · {s.date}
                            </p>
                            {s.text ? <p className="text-sm break-words text-slate-800">{s.text}</p> : null}
                          </div>
                          <div className="flex shrink-0 flex-wrap gap-2">
                            <Button
                              variant="outline"
                              size="sm"
                              onClick={() => setDetail({ title: s.title, rows: detailRows(kind, item) })}
                            >
                              <Eye className="size-4" aria-hidden="true" /> Detalhes
                            </Button>
                            {qrCode ? (
                              <Button variant="outline" size="sm" onClick={() => setQr(qrCode)}>
                                <QrCode className="size-4" aria-hidden="true" /> QR Code
                              </Button>
                            ) : null}
                            {fileUrl ? (
                              <a
                                href={fileUrl}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                              >
                                <FileText className="size-4" aria-hidden="true" /> Ver arquivo
                              </a>
                            ) : null}
                          </div>
                        </Card>
                      </li>
                    );
                  })}
                </ul>
              )}
            </PagedList>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Dialog open={detail !== null} onOpenChange={(open) => !open && setDetail(null)}>
        <DialogContent title={detail?.title ?? 'Detalhes'}>
          <dl className="divide-y divide-slate-100 text-sm">
            {detail?.rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-slate-700">{label}</dt>
                <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
      <PrescriptionQrDialog value={qr} onOpenChange={(open) => !open && setQr(null)} />
    </section>
  );
}
