import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button';
import { ErrorBox } from '../../ui/error-box';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PasswordInput } from './auth.password-input';

/** The parts of a text field the auth forms set; the rest (label, type, placeholder) is fixed per field. */
interface AuthFieldProps {
  id: string;
  /** The form field name, for password managers (the sign-in and sign-up form). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The "Email" field of sign-in, sign-up and forgotten password. */
export function EmailField({ id, name, value, onChange, disabled }: AuthFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>Email</Label>
      <Input
        id={id}
        name={name}
        type="email"
        autoComplete="email"
        placeholder="you@school.edu"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    </div>
  );
}

/** A password field with its label and the show/hide eye. */
export function PasswordField(
  props: AuthFieldProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      <PasswordInput
        id={props.id}
        name={props.name}
        autoComplete={props.autoComplete}
        placeholder="••••••••"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
      />
    </div>
  );
}

export interface AuthFormProps {
  /** Called on submit unless the request is already running. */
  onSubmit: () => void;
  busy: boolean;
  /** Shown in a red box above the fields (docs/product-spec.md). */
  error?: ReactNode;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The form of an auth screen: the error box, the fields, and the full-width submit button. */
export function AuthForm({ onSubmit, busy, error, label, busyLabel, disabled, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <ErrorBox message={error} />}
      {children}
      <Button type="submit" fullWidth size="lg" loading={busy} disabled={disabled}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}
