import { useId, useState, type ReactNode } from 'react';
import type { Credentials } from '../../../contracts/auth.contract';
import { AuthCard } from './auth.card';
import { authErrorMessage } from './auth.errors';
import { AuthForm, EmailField, PasswordField } from './auth.form';

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

  return (
    <AuthForm
      onSubmit={() => onSubmit({ email, password })}
      busy={busy}
      error={error}
      label={submitLabel}
      busyLabel={busyLabel}
    >
      <EmailField id={`${id}-email`} name="email" value={email} onChange={setEmail} disabled={busy} />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Password"
        autoComplete={passwordAutoComplete}
        value={password}
        onChange={setPassword}
        disabled={busy}
      />
    </AuthForm>
  );
}

/** What the sign-in or sign-up request is doing, as its TanStack mutation reports it. */
interface CredentialsMutation {
  mutate: (credentials: Credentials, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface CredentialsPageProps extends Omit<CredentialsFormProps, 'onSubmit' | 'busy' | 'error'> {
  title: string;
  subtitle: string;
  /** The line under the card that leads to the other screen. */
  footer: ReactNode;
  mutation: CredentialsMutation;
  /** The short and the long failure text (authErrorMessage). */
  failure: [noServerText: string, noAnswer: string];
  /** Shown in the error box while the request has not failed (the sign-in screen's flash message). */
  notice?: string | null;
  onSuccess: () => void;
  /** Below the form. */
  children?: ReactNode;
}

/** The sign-in and the sign-up screen: the card, the credentials form and its request. */
export function CredentialsPage({
  title,
  subtitle,
  footer,
  mutation,
  failure,
  notice = null,
  onSuccess,
  children,
  ...form
}: CredentialsPageProps) {
  const error = mutation.isError ? authErrorMessage(mutation.error, ...failure) : notice;
  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      <CredentialsForm
        {...form}
        busy={mutation.isPending}
        error={error}
        onSubmit={(credentials) => mutation.mutate(credentials, { onSuccess })}
      />
      {children}
    </AuthCard>
  );
}
