import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cpfLoginSchema, type DemoAccounts as DemoAccountsData } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { MASKED_LENGTH, maskCpf } from '@/lib/masks';
import { cpfLoginErrorMessage } from '../api/login-errors';
import { useCpfLogin, type CpfLoginMode } from '../api/use-cpf-login';
import { DemoAccounts } from './demo-accounts';
import { forgetCpf, readRememberedCpf, rememberCpf } from './remember-cpf';

type CpfLoginFormProps = {
  mode: CpfLoginMode;
  onSuccess: () => void;
  demoAccounts?: DemoAccountsData | null;
};

type Values = { cpf: string; password: string };

/**
 * Patient or staff login (spec 01 sections 2 and 5): CPF shown masked and sent as digits; submit
 * disabled while a field is empty or a request runs; optional 'Lembrar meu CPF' per login kind.
 * Mount it with key={mode} so switching kind starts a fresh form with that kind's saved CPF.
 */
export function CpfLoginForm({ mode, onSuccess, demoAccounts }: CpfLoginFormProps) {
  const [saved] = useState(() => readRememberedCpf(mode));
  const [remember, setRemember] = useState(saved !== null);
  const login = useCpfLogin(mode);
  const form = useForm<Values, unknown, { cpf: string; password: string }>({
    resolver: zodResolver(cpfLoginSchema),
    defaultValues: { cpf: saved ? maskCpf(saved) : '', password: '' },
  });
  const cpf = form.watch('cpf');
  const password = form.watch('password');
  const submitting = login.isPending;
  const idPrefix = `login-${mode}`;

  function onRememberChange(checked: boolean) {
    setRemember(checked);
    if (!checked) forgetCpf(mode);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch {
      return; // the message comes from login.error
    }
    if (remember) rememberCpf(mode, values.cpf);
    else forgetCpf(mode);
    onSuccess();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {login.isError ? <Alert tone="error">{cpfLoginErrorMessage(login.error)}</Alert> : null}

      <Field id={`${idPrefix}-cpf`} label="CPF" error={form.formState.errors.cpf?.message}>
        {(control) => (
          <Controller
            name="cpf"
            control={form.control}
            render={({ field }) => (
              <Input
                {...control}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(maskCpf(event.target.value))}
                inputMode="numeric"
                autoComplete="username"
                placeholder="000.000.000-00"
                maxLength={MASKED_LENGTH.cpf}
              />
            )}
          />
        )}
      </Field>

      <Field id={`${idPrefix}-senha`} label="Senha" error={form.formState.errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>

      <Checkbox
        id={`${idPrefix}-lembrar`}
        label="Lembrar meu CPF"
        checked={remember}
        onChange={(event) => onRememberChange(event.target.checked)}
      />

      <Button type="submit" size="lg" className="w-full" disabled={!cpf || !password || submitting}>
        {submitting ? 'Entrando...' : 'Entrar'}
      </Button>

      {demoAccounts ? (
        <DemoAccounts
          accounts={demoAccounts}
          mode={mode}
          onPick={(demoCpf, demoPassword) => {
            form.setValue('cpf', maskCpf(demoCpf), { shouldValidate: false });
            form.setValue('password', demoPassword);
          }}
        />
      ) : null}
    </form>
  );
}
