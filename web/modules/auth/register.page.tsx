import { useNavigate } from 'react-router';
import { useRegisterMutation } from './auth.api';
import { AuthSwitch } from './auth.card';
import { CredentialsPage } from './auth.credentials-form';

export function RegisterPage() {
  const navigate = useNavigate();
  const mutation = useRegisterMutation();

  return (
    <CredentialsPage
      title="Create your account"
      subtitle="Sign up to get started"
      footer={<AuthSwitch question="Already have an account?" to="/login" label="Sign in" />}
      submitLabel="Sign up"
      busyLabel="Signing up..."
      passwordAutoComplete="new-password"
      mutation={mutation}
      failure={['Registration failed', 'Failed to register. Please try again.']}
      onSuccess={() => void navigate('/register/success')}
    />
  );
}
