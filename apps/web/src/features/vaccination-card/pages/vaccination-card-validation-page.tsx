import { useLocation } from 'react-router';
import { ShieldAlert, ShieldCheck, Syringe } from '@/components/icons';
import type { VaccinationCardVerification } from '@saude/shared/schemas/vaccination-card';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { apiErrorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { cnsLabel } from '@/lib/masks';
import { useVerifyVaccinationCard } from '../api/vaccination-card-queries';

/**
 * '/validar-carteira#d=…&s=…': the page a vaccination card's QR code opens. The statement and its
 * signature travel in the fragment, which the browser never sends with the page request; this page
 * sends the whole link to the server, which checks the signature (decision 039).
 */
export default function VaccinationCardValidationPage() {
  useDocumentTitle('Validar carteira de vacinação');
  const { pathname, hash } = useLocation();
  const fragment = new URLSearchParams(hash.slice(1));
  const link = fragment.get('d') && fragment.get('s') ? `${window.location.origin}${pathname}${hash}` : null;
  return (
    <PublicPage width="md" back={{ to: '/', label: 'Início' }}>
      <PageIntro
        icon={<Syringe className="size-7" aria-hidden="true" />}
        title="Validar carteira de vacinação"
      >
        Confira se uma carteira de vacinação impressa foi emitida pela plataforma e não foi alterada.
      </PageIntro>
      {link ? (
        <Verification link={link} />
      ) : (
        <Alert tone="info">
          Aponte a câmera do celular para o QR code da carteira de vacinação: ele abre esta página já com os
          dados a conferir.
        </Alert>
      )}
    </PublicPage>
  );
}

function Verification({ link }: { link: string }) {
  const check = useVerifyVaccinationCard(link);
  if (check.isPending) return <LoadingScreen label="Conferindo assinatura..." />;
  if (check.isError) {
    return (
      <Alert tone="error">
        {apiErrorMessage(check.error, 'Não foi possível conferir a carteira. Tente novamente.')}
      </Alert>
    );
  }
  return <Result result={check.data} />;
}

function Result({ result }: { result: VaccinationCardVerification }) {
  if (result.status !== 'valid') {
    return (
      <div role="status" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <ShieldAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="text-lg font-semibold">Carteira não confere</p>
          <p className="text-sm">{result.message}</p>
        </div>
      </div>
    );
  }
  const { holder } = result;
  return (
    <section aria-label="Resultado da validação" className="space-y-4">
      <div
        role="status"
        className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
      >
        <ShieldCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="text-lg font-semibold">Carteira autêntica</p>
          <p className="text-sm">
            Assinatura digital conferida: emitida pela plataforma em {formatDateTime(result.issued_at)}.
            Confira se os dados abaixo são os mesmos da carteira impressa e do documento de quem a apresenta.
          </p>
        </div>
      </div>
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Item label="Iniciais do nome" value={holder.initials} />
        <Item label="Cartão SUS (CNS)" value={holder.cns ? cnsLabel(holder.cns) : null} />
        <Item label="Data de nascimento" value={holder.birth_date ? formatDate(holder.birth_date) : null} />
      </dl>
      <div className="rounded-2xl border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold text-slate-900">
          {result.vaccinations.length === 0
            ? 'Nenhuma vacina registrada'
            : `${result.vaccinations.length} ${result.vaccinations.length === 1 ? 'vacina' : 'vacinas'}`}
        </h2>
        <ol className="divide-y divide-slate-100">
          {result.vaccinations.map((v, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
              <span className="font-medium text-slate-900">
                {v.vaccine}
                {v.dose ? <span className="font-normal text-slate-700"> · {v.dose}</span> : null}
              </span>
              <span className="text-slate-700">{formatDate(v.date)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className={value ? 'mt-0.5 break-words text-slate-900' : 'mt-0.5 text-slate-500'}>
        {value ?? 'Não informado'}
      </dd>
    </div>
  );
}
