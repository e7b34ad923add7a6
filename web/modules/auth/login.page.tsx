import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clearFlashMessage, peekFlashMessage } from '../../app/api';
import { useLoginMutation } from './auth.api';
import { AuthSwitch } from './auth.card';
import { CredentialsPage } from './auth.credentials-form';

export function LoginPage() {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  // Read during render but removed in an effect, so StrictMode's double render cannot lose it.
  const [flash] = useState(peekFlashMessage);
  useEffect(clearFlashMessage, []);

  return (
    <CredentialsPage
      title="Welcome to Homeroom"
      subtitle="Sign in to your account to continue"
      footer={<AuthSwitch question="Don't have an account?" to="/register" label="Sign up" />}
      submitLabel="Sign in"
      busyLabel="Signing in..."
      passwordAutoComplete="current-password"
      mutation={mutation}
      failure={['Login failed', 'Failed to login. Please check your credentials.']}
      notice={flash}
      onSuccess={() => void navigate('/dashboard', { replace: true })}
    >
      <p className="mt-3 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-indigo-600 hover:text-indigo-700">
          Forgot password?
        </Link>
      </p>
    </CredentialsPage>
  );
}
