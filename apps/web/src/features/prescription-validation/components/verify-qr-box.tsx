import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ScanLine } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useVerifyQr } from '../api/use-verify-qr';
import { validationTarget } from '../lib/validation-target';
import { StatusBanner, ValidationDetails } from './validation-result';

/** The navigation state of a prescription opened from this box, for the page to bring its answer to view. */
export const OPENED_FROM_BOX = { openedFromBox: true } as const;
export const openedFromBox = (state: unknown): boolean =>
  (state as Partial<typeof OPENED_FROM_BOX> | null)?.openedFromBox === true;

/**
 * Paste what a QR reader read. A link, or a prescription's code, opens that prescription above, as the
 * camera would (with the button to dispense it); the signed text of an older QR code is checked here,
 * its signature and text hash by the server.
 */
export function VerifyQrBox() {
  const [qr, setQr] = useState('');
  const verify = useVerifyQr();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (qr.trim() === '') return;
    const target = validationTarget(qr);
    if (target) {
      verify.reset();
      setQr('');
      void navigate(target, { state: OPENED_FROM_BOX });
      return;
    }
    verify.mutate(qr.trim());
  }

  const result = verify.data;
  const notFound = verify.error instanceof ApiError && verify.error.status === 404;
  return (
    <section
      aria-labelledby="verificar-qr"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="verificar-qr" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ScanLine className="size-5 text-teal-800" aria-hidden="true" />
        Verificar conteúdo do QR code
      </h2>
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field
          id="qr-texto"
          label="Texto do QR code"
          hint="Cole aqui o link ou o texto lido pelo leitor de QR code, ou digite o código da receita."
        >
          {(c) => (
            <Textarea
              {...c}
              rows={4}
              className="font-mono text-sm"
              value={qr}
              onChange={(e) => setQr(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={qr.trim() === '' || verify.isPending}>
          {verify.isPending ? 'Verificando...' : 'Verificar'}
        </Button>
      </form>
      {notFound ? <StatusBanner status="not_found" /> : null}
      {verify.isError && !notFound ? (
        <Alert tone="error">
          {apiErrorMessage(verify.error, 'Não foi possível verificar. Tente novamente.')}
        </Alert>
      ) : null}
      {result ? (
        'message' in result ? (
          <StatusBanner status={result.status} message={result.message} />
        ) : (
          <div className="space-y-3">
            <StatusBanner status={result.status} />
            <ValidationDetails validation={result} />
          </div>
        )
      ) : null}
    </section>
  );
}
