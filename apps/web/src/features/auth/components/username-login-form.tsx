import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { institutionalLoginErrorMessage } from '../api/login-errors';
import { useUsernameLogin, type InstitutionalKind } from '../api/use-username-login';

type UsernameLoginFormProps = {
  kind: InstitutionalKind;
  onSuccess: () => void;
  usernameLabel?: string;
};

/**
 * Username + password login of the health department, hospitals and public authorities: both
 * fields required, 'Entrando...' while busy, errors in an inline alert box.
 */
export function UsernameLoginForm({ kind, onSuccess, usernameLabel = 'Usuário' }: UsernameLoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useUsernameLogin(kind);
  const canSubmit = username.trim() !== '' && password !== '' && !login.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    login.mutate({ username: username.trim(), password }, { onSuccess });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      {login.isError ? <Alert tone="error">{institutionalLoginErrorMessage(login.error)}</Alert> : null}
      <Field id={`${kind}-usuario`} label={usernameLabel} required>
        {(control) => (
          <Input
            {...control}
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        )}
      </Field>
      <Field id={`${kind}-senha`} label="Senha" required>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {login.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
