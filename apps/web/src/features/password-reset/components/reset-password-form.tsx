import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { REGISTRATION_MESSAGES } from '@saude/shared/schemas/registration';
import {
  RESET_CODE_DIGITS,
  resetPasswordSchema,
  type ResetAccountKind,
} from '@saude/shared/schemas/password-reset';
import { FormField } from '@/components/form/form-field';
import { PageForm } from '@/components/form/page-form';
import { useEditClearsError } from '@/components/form/use-edit-clears-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Field as PlainField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useResetPassword } from '../api/use-reset-password';
import { maskResetCode } from '../reset-paths';

type ResetPasswordFormProps = {
  kind: ResetAccountKind;
  cpf: string;
  onCpfChange: (maskedCpf: string) => void;
  onReset: (kind: ResetAccountKind) => void;
};

/** The request's schema, with the new password typed twice; the confirmation is not sent. */
const formSchema = resetPasswordSchema
  .extend({ confirmation: z.string() })
  .refine((v) => v.confirmation === v.password, {
    path: ['confirmation'],
    message: REGISTRATION_MESSAGES.passwordsDiffer,
  })
  .transform(({ cpf, account_kind, code, password }) => ({ cpf, account_kind, code, password }));

type Values = {
  cpf: string;
  account_kind: ResetAccountKind;
  code: string;
  password: string;
  confirmation: string;
};
const Field = FormField<Values>;

/**
 * 'Tenho um código': CPF, the code and the new password twice. A code works once, so the button is
 * disabled while the request runs and a second tap sends nothing.
 */
export function ResetPasswordForm({ kind, cpf, onCpfChange, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useSchemaForm(formSchema, {
    cpf,
    account_kind: kind,
    code: '',
    password: '',
    confirmation: '',
  } satisfies Values);
  useEditClearsError(form);

  // The CPF and the account kind are the page's (the e-mail request shares them).
  useEffect(() => {
    if (form.getValues('cpf') !== cpf) form.setValue('cpf', cpf);
  }, [cpf, form]);
  useEffect(() => {
    form.setValue('account_kind', kind);
  }, [kind, form]);

  // Shown as soon as the confirmation is typed differently, not only after a refused submission.
  const [password, confirmation] = useWatch({ control: form.control, name: ['password', 'confirmation'] });
  const mismatch =
    confirmation !== '' && confirmation !== password ? REGISTRATION_MESSAGES.passwordsDiffer : undefined;

  return (
    <PageForm
      form={form}
      onSubmit={(body) => reset.mutate(body, { onSuccess: (_, sent) => onReset(sent.account_kind) })}
      busy={reset.isPending}
      error={reset.error}
      errorFallback="Não foi possível redefinir a senha. Tente novamente."
      submitLabel="Redefinir senha"
      busyLabel="Redefinindo..."
      aria-labelledby="tenho-codigo-titulo"
      className="space-y-4"
    >
      <h2 id="tenho-codigo-titulo" className="text-base font-semibold text-slate-900">
        Tenho um código
      </h2>
      <Field
        name="cpf"
        id="redefinir-cpf"
        label="CPF"
        kind="cpf"
        required
        autoComplete="username"
        placeholder="000.000.000-00"
        onValue={onCpfChange}
      />
      <CodeField />
      <Field
        name="password"
        id="redefinir-nova-senha"
        label="Nova senha"
        kind="password"
        required
        hint="Mínimo de 6 caracteres."
      />
      <Field
        name="confirmation"
        id="redefinir-confirmacao"
        label="Confirmar nova senha"
        kind="password"
        required
        error={mismatch}
      />
    </PageForm>
  );
}

/** The code is grouped as it is read aloud ('1234 5678'), a mask the form kit does not have. */
function CodeField() {
  const { field, fieldState } = useController<Values, 'code'>({ name: 'code' });
  return (
    <PlainField
      id="redefinir-codigo"
      label="Código"
      required
      hint={`Os ${RESET_CODE_DIGITS} dígitos recebidos na recepção ou por e-mail.`}
      error={fieldState.error?.message}
    >
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(maskResetCode(e.target.value, RESET_CODE_DIGITS))}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="0000 0000"
          className="font-mono tracking-widest"
        />
      )}
    </PlainField>
  );
}
