import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { apiFetch } from '../../app/api';
import { Banner, Button, ErrorBox } from '../../ui';
import { AuthCard } from './auth.card';
import { authErrorMessage } from './auth.errors';
import { AuthForm, EmailField, PasswordField } from './auth.form';

const linkClass = 'font-medium text-indigo-600 hover:text-indigo-700';

function requestReset(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/reset-password', { method: 'POST', body });
}

const backToSignIn = (
  <Link to="/login" className={linkClass}>
    Back to sign in
  </Link>
);

/** /forgot-password: ask for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: requestReset });
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We'll e-mail you a link to choose a new one"
      footer={backToSignIn}
    >
      {mutation.isSuccess ? (
        <Banner banner={{ kind: 'success', message: mutation.data.message }} />
      ) : (
        <AuthForm
          onSubmit={() => mutation.mutate(email)}
          busy={mutation.isPending}
          error={
            mutation.isError &&
            authErrorMessage(
              mutation.error,
              'Request failed',
              'Failed to send the reset link. Please try again.',
            )
          }
          label="Send reset link"
          busyLabel="Sending..."
          disabled={!email.trim()}
        >
          <EmailField id={`${id}-email`} value={email} onChange={setEmail} disabled={mutation.isPending} />
        </AuthForm>
      )}
    </AuthCard>
  );
}

/** The token of a reset link: `/reset-password#token=…` (a fragment never reaches server logs). */
function tokenFromFragment(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
}

/** /reset-password: choose a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const id = useId();
  const [token] = useState(tokenFromFragment);
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: resetPassword });
  if (!token) {
    return (
      <AuthCard title="Reset your password" footer={backToSignIn}>
        <ErrorBox message="Invalid password reset link" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Choose a new password for your account"
      footer={backToSignIn}
    >
      {mutation.isSuccess ? (
        <div className="space-y-4">
          <Banner banner={{ kind: 'success', message: mutation.data.message }} />
          <Link to="/login" className="block">
            <Button fullWidth size="lg">
              Sign in
            </Button>
          </Link>
        </div>
      ) : (
        <AuthForm
          onSubmit={() =>
            mutation.mutate(
              { token, password },
              { onSuccess: () => window.history.replaceState(null, '', '/reset-password') },
            )
          }
          busy={mutation.isPending}
          error={
            mutation.isError &&
            authErrorMessage(
              mutation.error,
              'Reset failed',
              'Failed to reset your password. Please try again.',
            )
          }
          label="Reset password"
          busyLabel="Saving..."
          disabled={!password}
        >
          <PasswordField
            id={`${id}-password`}
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            disabled={mutation.isPending}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
