import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DemoAccounts as DemoAccountsData } from '@saude/shared/schemas/auth';
import { SubmitFailure } from '@/components/ui/submit-failure';
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
  /** Digits to start with instead of the remembered CPF (an account registration found made). */
  initialCpf?: string;
};

/*
 * The way back in (decision 017), for the same kind of account. A plain link: /login is sent built
 * ahead, and the link must work before the app takes the page over.
 */
const RESET_PATHS: Record<CpfLoginMode, string> = {
  patient: '/redefinir-senha?tipo=paciente',
  staff: '/redefinir-senha?tipo=funcionario',
};

type Values = { cpf: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;
type Checked = { data: Values; errors?: undefined } | { data?: undefined; errors: Errors };

/*
 * The shared schema (and zod with it) is fetched once a field of the form is focused, not with the
 * page: /login must be usable as soon as it shows, and two fields need no form library. It then
 * arrives while the person types, not after the submit.
 */
const loadSchema = () => import('@saude/shared/schemas/auth');

async function check(values: Values): Promise<Checked> {
  const { cpfLoginSchema } = await loadSchema();
  const result = cpfLoginSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if ((name === 'cpf' || name === 'password') && !errors[name]) errors[name] = issue.message;
  }
  return { errors };
}

/**
 * Patient or staff login (spec 01 sections 2 and 5): CPF shown masked and sent as digits; submit
 * disabled while a field is empty or a request runs; optional 'Lembrar meu CPF' per login kind.
 * Mount it with key={mode} so switching kind starts a fresh form with that kind's saved CPF.
 */
export function CpfLoginForm({ mode, onSuccess, demoAccounts, initialCpf }: CpfLoginFormProps) {
  const [saved] = useState(() => readRememberedCpf(mode));
  const [remember, setRemember] = useState(saved !== null);
  const login = useCpfLogin(mode);
  const [cpf, setCpf] = useState(() => {
    const start = initialCpf ?? saved;
    return start ? maskCpf(start) : '';
  });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // After a refused submission the messages follow the fields as they are corrected.
  const [submitted, setSubmitted] = useState(false);
  const cpfRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitting = login.isPending;
  const idPrefix = `login-${mode}`;

  // /login is sent built ahead: a visitor may type before the app takes the page over. Adopt what is
  // in the fields then, or the state would stay empty (submit disabled) and the next render would wipe
  // the typed text.
  useLayoutEffect(() => {
    const typedCpf = cpfRef.current?.value ?? '';
    const typedPassword = passwordRef.current?.value ?? '';
    if (typedCpf) setCpf(maskCpf(typedCpf));
    if (typedPassword) setPassword(typedPassword);
  }, []);

  function onRememberChange(checked: boolean) {
    setRemember(checked);
    if (!checked) forgetCpf(mode);
  }

  function change(next: Values) {
    setCpf(next.cpf);
    setPassword(next.password);
    if (submitted) void check(next).then((r) => setErrors(r.errors ?? {}));
  }

  async function submit() {
    setSubmitted(true);
    const checked = await check({ cpf, password });
    setErrors(checked.errors ?? {});
    if (!checked.data) {
      (checked.errors.cpf ? cpfRef : passwordRef).current?.focus();
      return;
    }
    try {
      await login.mutateAsync(checked.data);
    } catch {
      return; // the message comes from login.error
    }
    if (remember) rememberCpf(mode, checked.data.cpf);
    else forgetCpf(mode);
    onSuccess();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      className="space-y-5"
    >
      <Field id={`${idPrefix}-cpf`} label="CPF" error={errors.cpf}>
        {(control) => (
          <Input
            {...control}
            ref={cpfRef}
            name="cpf"
            value={cpf}
            onChange={(event) => change({ cpf: maskCpf(event.target.value), password })}
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
            maxLength={MASKED_LENGTH.cpf}
          />
        )}
      </Field>

      <div className="space-y-1">
        <Field id={`${idPrefix}-senha`} label="Senha" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              name="password"
              value={password}
              onChange={(event) => change({ cpf, password: event.target.value })}
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Link
            to={RESET_PATHS[mode]}
            className="-mr-1 inline-flex min-h-11 items-center px-1 text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
          >
            Esqueci minha senha
          </Link>
        </div>
      </div>

      <Checkbox
        id={`${idPrefix}-lembrar`}
        label="Lembrar meu CPF"
        checked={remember}
        onChange={(event) => onRememberChange(event.target.checked)}
      />

      <SubmitFailure message={login.isError ? cpfLoginErrorMessage(login.error) : null} />
      <Button type="submit" size="lg" className="w-full" disabled={!cpf || !password || submitting}>
        {submitting ? 'Entrando...' : 'Entrar'}
      </Button>

      {demoAccounts ? (
        <DemoAccounts
          accounts={demoAccounts}
          mode={mode}
          onPick={(demoCpf, demoPassword) => {
            change({ cpf: maskCpf(demoCpf), password: demoPassword });
          }}
        />
      ) : null}
    </form>
  );
}
