import { usernameLoginSchema } from '@saude/shared/schemas/auth';
import { FormField } from '@/components/form/form-field';
import { PageForm } from '@/components/form/page-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { institutionalLoginErrorMessage } from '../api/login-errors';
import { useUsernameLogin, type InstitutionalKind } from '../api/use-username-login';

type UsernameLoginFormProps = {
  kind: InstitutionalKind;
  onSuccess: () => void;
  usernameLabel?: string;
};

const DEFAULTS = { username: '', password: '' };
const Field = FormField<typeof DEFAULTS>;

/**
 * Username + password login of the health department, hospitals and public authorities: both
 * fields required, 'Entrando...' while busy, errors in an inline alert box.
 */
export function UsernameLoginForm({ kind, onSuccess, usernameLabel = 'Usuário' }: UsernameLoginFormProps) {
  const login = useUsernameLogin(kind);
  const form = useSchemaForm(usernameLoginSchema, DEFAULTS);
  const { username, password } = form.watch();

  return (
    <PageForm
      form={form}
      onSubmit={(body) => login.mutate(body, { onSuccess })}
      busy={login.isPending}
      submitDisabled={username.trim() === '' || password === ''}
      submitLabel="Entrar"
      busyLabel="Entrando..."
      error={login.error}
      errorMessage={institutionalLoginErrorMessage}
    >
      <Field
        name="username"
        id={`${kind}-usuario`}
        label={usernameLabel}
        required
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
      />
      <Field
        name="password"
        id={`${kind}-senha`}
        label="Senha"
        kind="password"
        required
        autoComplete="current-password"
      />
    </PageForm>
  );
}
