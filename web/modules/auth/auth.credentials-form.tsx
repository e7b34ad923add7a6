import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Credentials } from '../../../contracts/auth.contract';
import { Button } from '../../ui/button';
import { ErrorBox } from '../../ui/error-box';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PasswordInput } from './auth.password-input';

export interface CredentialsFormProps {
  onSubmit: (credentials: Credentials) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Shown in a red box above the fields (docs/product-spec.md). */
  error?: ReactNode;
  passwordAutoComplete: 'current-password' | 'new-password';
}

// Login and register share one form: same fields, same rules (only the input types; the server
// judges everything else, docs/product-spec.md).
export function CredentialsForm({
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  error,
  passwordAutoComplete,
}: CredentialsFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit({ email, password });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <ErrorBox message={error} />}
      <div>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@school.edu"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete={passwordAutoComplete}
          placeholder="••••••••"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
      </div>
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
