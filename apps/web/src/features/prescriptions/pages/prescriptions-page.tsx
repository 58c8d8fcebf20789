import { Suspense, useState } from 'react';
import { FileText, Plus } from '@/components/icons';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { useAreaContext, viewerCan } from '@/features/session';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { usePrescriptions } from '../api/use-prescriptions';
import { IssuePrescriptionDialog, PrescriptionQrDialog } from '../components/lazy-dialogs';
import { PrescriptionCard } from '../components/prescription-card';
import { downloadPrescription } from '../lib/prescription-file';

/** The QR code's drawing is asked for as the list is reached, so that it mostly shows at the tap. */
const QR_INTENT = preloadOnIntent([PrescriptionQrDialog]);
const ISSUE_INTENT = preloadOnIntent([IssuePrescriptionDialog]);

/** '/prescriptions' (spec 01 section 2): the shell shows 'Minhas Receitas' or 'Receitas Emitidas'. */
export default function PrescriptionsPage() {
  const { viewer } = useAreaContext();
  const canIssue = viewerCan(viewer, 'prescriptions:issue');
  const list = usePrescriptions();
  const [qrFor, setQrFor] = useState<Prescription | null>(null);
  const [issuing, setIssuing] = useState(false);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {canIssue
            ? 'Receitas digitais que você emitiu, com QR code para validação na farmácia.'
            : 'Suas receitas digitais, com QR code para validação na farmácia.'}
        </p>
        {canIssue ? (
          <Button onClick={() => setIssuing(true)} {...ISSUE_INTENT}>
            <Plus className="size-4" aria-hidden="true" />
            Nova Receita
          </Button>
        ) : null}
      </div>

      {/* A failed load says so (docs/decisions/013): an empty list would read as "no prescriptions". */}
      <PagedList
        list={list}
        loadingLabel="Carregando receitas..."
        errorText="Não foi possível carregar as receitas."
        totalText={(count, total) => `${count} ${total === 1 ? 'receita' : 'receitas'}`}
        empty={
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <FileText className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-800">Nenhuma receita encontrada</p>
          </Card>
        }
      >
        {(items) => (
          <ul className="grid gap-3 lg:grid-cols-2" {...QR_INTENT}>
            {items.map((p) => (
              <li key={p.id}>
                <PrescriptionCard
                  prescription={p}
                  showPatient={canIssue}
                  onShowQr={() => setQrFor(p)}
                  onDownload={() => downloadPrescription(p)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <Suspense fallback={null}>
        {qrFor ? (
          <PrescriptionQrDialog prescription={qrFor} onOpenChange={(open) => !open && setQrFor(null)} />
        ) : null}
        {canIssue && issuing ? <IssuePrescriptionDialog open onOpenChange={setIssuing} /> : null}
      </Suspense>
    </div>
  );
}
