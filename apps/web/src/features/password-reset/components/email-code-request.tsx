import { useState, type FormEvent } from 'react';
import { Mail } from '@/components/icons';
import { requestResetEmailSchema, type ResetAccountKind } from '@saude/shared/schemas/password-reset';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, maskCpf } from '@/lib/masks';
import { useRequestResetEmail } from '../api/use-request-reset-email';
import { validate } from '../validate';

type EmailCodeRequestProps = {
  kind: ResetAccountKind;
  /** The CPF a code was asked for, so the code form below need not ask for it again. */
  onRequested: (maskedCpf: string) => void;
};

/**
 * Only where the installation can send e-mail. The answer is the same whether or not the account has
 * an e-mail, so it is shown as the server words it.
 */
export function EmailCodeRequest({ kind, onRequested }: EmailCodeRequestProps) {
  const request = useRequestResetEmail();
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const result = validate(requestResetEmailSchema, { cpf, account_kind: kind });
    setError(result.errors?.cpf);
    if (!result.data) return;
    request.mutate(result.data, { onSuccess: () => onRequested(cpf) });
  }

  return (
    <section aria-labelledby="codigo-email-titulo" className="space-y-4">
      <h2 id="codigo-email-titulo" className="text-base font-semibold text-slate-900">
        Código por e-mail
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          id="codigo-email-cpf"
          label="CPF"
          hint="Enviamos para o e-mail cadastrado na sua conta."
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              value={cpf}
              onChange={(e) => setCpf(maskCpf(e.target.value))}
              inputMode="numeric"
              autoComplete="username"
              placeholder="000.000.000-00"
              maxLength={MASKED_LENGTH.cpf}
            />
          )}
        </Field>
        {request.isSuccess ? <Alert tone="success">{request.data.message}</Alert> : null}
        {request.isError ? (
          <Alert tone="error">
            {apiErrorMessage(request.error, 'Não foi possível enviar o código. Tente novamente.')}
          </Alert>
        ) : null}
        <Button type="submit" variant="outline" className="w-full" disabled={request.isPending}>
          <Mail className="size-4" aria-hidden="true" />
          {request.isPending ? 'Enviando...' : 'Receber o código por e-mail'}
        </Button>
      </form>
    </section>
  );
}
