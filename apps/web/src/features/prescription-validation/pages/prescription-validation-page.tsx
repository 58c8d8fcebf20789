import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ShieldCheck } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useDispensingSessions, type DispensingSessions } from '@/features/session';
import { useDispensePrescription } from '../api/use-dispense-prescription';
import { usePrescriptionValidation } from '../api/use-prescription-validation';
import { StatusBanner, ValidationDetails } from '../components/validation-result';
import { openedFromBox, VerifyQrBox } from '../components/verify-qr-box';

/**
 * '/validar-receita?id=<public_id>': the page the prescription QR code points to. Anyone can check
 * a prescription; only a signed-in partner pharmacy or unit panel may mark it dispensed
 * (docs/decisions/023-pharmacy-accounts.md).
 */
export default function PrescriptionValidationPage() {
  useDocumentTitle('Validar Receita');
  const [params] = useSearchParams();
  const { pathname, search, hash, state, key } = useLocation();
  const publicId = params.get('id')?.trim() || null;
  // A scanned QR code's link signs the prescription in its fragment (decision 020).
  const scannedLink = new URLSearchParams(hash.slice(1)).get('s')
    ? `${window.location.origin}${pathname}${search}${hash}`
    : null;

  const sessions = useDispensingSessions();
  const back = backTo(sessions.status === 'resolved' ? sessions.data : null);

  return (
    <PublicPage width="md" back={back}>
      <PageIntro icon={<ShieldCheck className="size-7" aria-hidden="true" />} title="Validar Receita">
        Confira a autenticidade de uma receita digital antes de dispensar os medicamentos.
      </PageIntro>
      <div className="space-y-6">
        {publicId ? (
          <ValidationById
            publicId={publicId}
            scannedLink={scannedLink}
            toView={openedFromBox(state) ? key : null}
          />
        ) : null}
        <VerifyQrBox />
      </div>
    </PublicPage>
  );
}

/** A counter goes back to its own panel, where the next prescription is opened; a visitor home. */
function backTo(held: DispensingSessions | null) {
  if (held?.pharmacy) return { to: '/farmacia', label: 'Painel da farmácia' };
  if (held?.hospital) return { to: '/hospital-panel', label: 'Painel da unidade' };
  return { to: '/', label: 'Início' };
}

type ValidationProps = { publicId: string; scannedLink: string | null };

/**
 * The answer for the prescription in the address. Opened from the box below it (`toView`: that
 * navigation's key, so that the same link pasted again counts too), it may be off a phone's screen,
 * above the focus: once it is here it takes the focus, which brings it to view and has a screen
 * reader read it.
 */
function ValidationById({ toView, ...props }: ValidationProps & { toView: string | null }) {
  const validation = usePrescriptionValidation(props.publicId, props.scannedLink);
  const box = useRef<HTMLDivElement>(null);
  const answered = !validation.isPending;
  useEffect(() => {
    if (toView && answered) box.current?.focus();
  }, [toView, answered]);
  return (
    <div ref={box} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
      <ValidationAnswer validation={validation} {...props} />
    </div>
  );
}

function ValidationAnswer({
  publicId,
  scannedLink,
  validation,
}: ValidationProps & { validation: ReturnType<typeof usePrescriptionValidation> }) {
  const sessions = useDispensingSessions();
  const dispense = useDispensePrescription(publicId);
  const held = sessions.status === 'resolved' ? sessions.data : null;
  // Whose name the dispensing goes in, said before the tap: the pharmacy's or the unit's.
  const counter = held?.pharmacy?.name ?? held?.hospital?.health_unit_name ?? null;
  const canDispense = held?.pharmacy != null || held?.hospital != null;
  const sessionsKnown = sessions.status === 'resolved';

  if (validation.isPending) return <LoadingScreen label="Verificando receita..." />;
  if (validation.isError) {
    if (validation.error instanceof ApiError && validation.error.status === 404) {
      return <StatusBanner status="not_found" />;
    }
    return <Alert tone="error">Não foi possível verificar a receita. Tente novamente.</Alert>;
  }

  const data = validation.data;
  if ('message' in data) return <StatusBanner status={data.status} message={data.message} />;
  // The answer to a dispensing stays on screen after the prescription stops being valid.
  const dispensable = data.status === 'valid' || dispense.isSuccess || dispense.isError;
  return (
    <section aria-label="Resultado da validação" className="space-y-4">
      {dispense.isSuccess ? <StatusBanner status="dispensed_now" /> : <StatusBanner status={data.status} />}
      {scannedLink ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
          <ShieldCheck className="size-4" aria-hidden="true" /> Assinatura digital do QR code conferida.
        </p>
      ) : null}
      <ValidationDetails validation={data} />
      {!dispensable ? null : canDispense ? (
        <div className="space-y-3">
          {dispense.isError ? (
            <Alert tone="error">
              {apiErrorMessage(dispense.error, 'Erro ao dispensar receita. Tente novamente.')}
            </Alert>
          ) : null}
          {counter ? (
            <p className="text-sm text-slate-700">
              Dispensação em nome de <strong>{counter}</strong>.
            </p>
          ) : null}
          {data.status === 'valid' ? (
            <Button
              size="lg"
              className="w-full sm:w-auto"
              disabled={dispense.isPending}
              onClick={dispense.dispense}
            >
              {dispense.isPending ? 'Registrando...' : 'Marcar como dispensada'}
            </Button>
          ) : null}
        </div>
      ) : sessionsKnown ? (
        <SignInToDispense publicId={publicId} scannedLink={scannedLink} />
      ) : null}
    </section>
  );
}

/**
 * A visitor is shown the two ways to sign in that can dispense, each coming back to this page with
 * the scanned link's signature, so the counter dispenses on the check it saw.
 */
function SignInToDispense({ publicId, scannedLink }: { publicId: string; scannedLink: string | null }) {
  const s = scannedLink ? new URLSearchParams(new URL(scannedLink).hash.slice(1)).get('s') : null;
  const signature = s ? `#s=${encodeURIComponent(s)}` : '';
  const next = encodeURIComponent(`/validar-receita?id=${encodeURIComponent(publicId)}${signature}`);
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <p>Para registrar a dispensação desta receita, entre com a conta da farmácia ou da unidade de saúde.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={`/farmacia-login?next=${next}`} className={buttonClasses({ size: 'lg' })}>
          Entrar como farmácia
        </Link>
        <Link
          to={`/hospital-login?next=${next}`}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          Entrar no painel da unidade
        </Link>
      </div>
    </div>
  );
}
