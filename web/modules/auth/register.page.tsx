import { useNavigate } from 'react-router';
import { useRegisterMutation } from './auth.api';
import { AuthCard, AuthSwitch } from './auth.card';
import { CredentialsForm } from './auth.credentials-form';
import { authErrorMessage } from './auth.errors';

export function RegisterPage() {
  const navigate = useNavigate();
  const mutation = useRegisterMutation();

  const error = mutation.isError
    ? authErrorMessage(mutation.error, 'Registration failed', 'Failed to register. Please try again.')
    : null;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Sign up to get started"
      footer={<AuthSwitch question="Already have an account?" to="/login" label="Sign in" />}
    >
      <CredentialsForm
        busy={mutation.isPending}
        submitLabel="Sign up"
        busyLabel="Signing up..."
        passwordAutoComplete="new-password"
        error={error}
        onSubmit={(credentials) =>
          mutation.mutate(credentials, { onSuccess: () => void navigate('/register/success') })
        }
      />
    </AuthCard>
  );
}
