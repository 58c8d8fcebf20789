import { useRef, useState, type FormEvent } from 'react';
import { REGISTRATION_MESSAGES } from '@saude/shared/schemas/registration';
import {
  RESET_CODE_DIGITS,
  resetPasswordSchema,
  type ResetAccountKind,
} from '@saude/shared/schemas/password-reset';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { apiErrorMessage } from '@/lib/api-client';
import { MASKED_LENGTH, maskCpf } from '@/lib/masks';
import { useResetPassword } from '../api/use-reset-password';
import { maskResetCode } from '../reset-paths';
import { validate, type FieldErrors } from '../validate';

type ResetPasswordFormProps = {
  kind: ResetAccountKind;
  cpf: string;
  onCpfChange: (maskedCpf: string) => void;
  onReset: (kind: ResetAccountKind) => void;
};

type Name = 'cpf' | 'code' | 'password' | 'confirmation';

/**
 * 'Tenho um código': CPF, the code and the new password twice. A code works once, so the button is
 * disabled while the request runs and a second tap sends nothing.
 */
export function ResetPasswordForm({ kind, cpf, onCpfChange, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = {
    cpf: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  } satisfies Record<Name, unknown>;

  // Shown as soon as the confirmation is typed differently, not only after a refused submission.
  const mismatch =
    confirmation !== '' && confirmation !== password ? REGISTRATION_MESSAGES.passwordsDiffer : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    const result = validate(resetPasswordSchema, { cpf, account_kind: kind, code, password });
    const found: FieldErrors = { ...result.errors };
    if (confirmation !== password) found.confirmation = REGISTRATION_MESSAGES.passwordsDiffer;
    setErrors(found);
    const first = (['cpf', 'code', 'password', 'confirmation'] as const).find((name) => found[name]);
    if (first || !result.data) {
      if (first) refs[first].current?.focus();
      return;
    }
    reset.mutate(result.data, { onSuccess: (_, sent) => onReset(sent.account_kind) });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="tenho-codigo-titulo" className="space-y-4">
      <h2 id="tenho-codigo-titulo" className="text-base font-semibold text-slate-900">
        Tenho um código
      </h2>
      {reset.isError ? (
        <Alert tone="error">
          {apiErrorMessage(reset.error, 'Não foi possível redefinir a senha. Tente novamente.')}
        </Alert>
      ) : null}
      <Field id="redefinir-cpf" label="CPF" required error={errors.cpf}>
        {(control) => (
          <Input
            {...control}
            ref={refs.cpf}
            name="cpf"
            value={cpf}
            onChange={(e) => onCpfChange(maskCpf(e.target.value))}
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
            maxLength={MASKED_LENGTH.cpf}
          />
        )}
      </Field>
      <Field
        id="redefinir-codigo"
        label="Código"
        required
        hint={`Os ${RESET_CODE_DIGITS} dígitos recebidos na recepção ou por e-mail.`}
        error={errors.code}
      >
        {(control) => (
          <Input
            {...control}
            ref={refs.code}
            name="code"
            value={code}
            onChange={(e) => setCode(maskResetCode(e.target.value, RESET_CODE_DIGITS))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="0000 0000"
            className="font-mono tracking-widest"
          />
        )}
      </Field>
      <Field
        id="redefinir-nova-senha"
        label="Nova senha"
        required
        hint="Mínimo de 6 caracteres."
        error={errors.password}
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={refs.password}
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field
        id="redefinir-confirmacao"
        label="Confirmar nova senha"
        required
        error={errors.confirmation ?? mismatch}
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={refs.confirmation}
            name="confirmation"
            value={confirmation}
            onChange={(e) => {
              setConfirmation(e.target.value);
              setErrors((all) => ({ ...all, confirmation: undefined }));
            }}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Redefinindo...' : 'Redefinir senha'}
      </Button>
    </form>
  );
}
