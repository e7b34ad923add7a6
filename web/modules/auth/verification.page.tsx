import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { SESSION_KEY } from '../../app/session';
import { ErrorBox } from '../../ui/error-box';
import { Spinner } from '../../ui/spinner';
import { verify, type VerifyBody } from './auth.api';
import { AuthCard } from './auth.card';
import { authErrorMessage } from './auth.errors';

const REDIRECT_DELAY_MS = 1500;

type VerifyState =
  { phase: 'verifying'; body: VerifyBody } | { phase: 'success' } | { phase: 'error'; message: string };

/** The e-mailed link carries the tokens in the fragment, so they never reach server logs. */
function readFragment(hash: string): VerifyState {
  const fragment = hash.replace(/^#/, '');
  if (!fragment) return { phase: 'error', message: 'No verification information found' };
  const params = new URLSearchParams(fragment);
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  if (!access_token || !refresh_token) return { phase: 'error', message: 'Invalid verification link' };
  return { phase: 'verifying', body: { access_token, refresh_token, type: params.get('type') ?? 'signup' } };
}

export function VerificationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<VerifyState>(() => readFragment(window.location.hash));
  // The tokens are single-use: StrictMode's second effect run must not post them again.
  const posted = useRef(false);

  useEffect(() => {
    if (state.phase !== 'verifying' || posted.current) return;
    posted.current = true;
    verify(state.body)
      .then(() => {
        // Drop the tokens from the address bar (and history) now that they are spent.
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
        setState({ phase: 'success' });
      })
      .catch((error: unknown) => {
        setState({
          phase: 'error',
          message: authErrorMessage(
            error,
            'Verification failed',
            'Failed to verify your account. Please try again.',
          ),
        });
      });
  }, [state, queryClient]);

  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  return (
    <AuthCard title="Account Verification">
      <div className="flex min-h-24 flex-col items-center justify-center text-center">
        {state.phase === 'verifying' && (
          <Spinner size="lg" label="Verifying your account..." className="flex-col gap-3 text-sm" />
        )}
        {state.phase === 'success' && (
          <div role="status" className="flex flex-col items-center gap-3 text-sm font-medium text-green-700">
            <CircleCheck aria-hidden className="size-10 text-green-600" />
            <p>Verification successful! Redirecting you to the dashboard...</p>
          </div>
        )}
        {state.phase === 'error' && (
          <div className="w-full">
            <ErrorBox message={state.message} className="text-left" />
            <Link
              to="/login"
              className="mt-5 inline-block text-sm font-medium text-indigo-600 hover:text-indigo-700"
            >
              Back to sign in
            </Link>
          </div>
        )}
      </div>
    </AuthCard>
  );
}
