import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard } from './auth.card';

export function RegisterSuccessPage() {
  return (
    <AuthCard title="Almost there!">
      <div className="flex flex-col items-center text-center">
        <div className="mb-5 flex size-16 items-center justify-center rounded-full bg-indigo-50">
          <Mail aria-hidden className="size-8 text-indigo-600" />
        </div>
        <p className="text-sm leading-relaxed text-slate-600">
          We&apos;ve sent a verification link to your email. Please check your inbox to finish setting up your
          account.
        </p>
        <p className="mt-4 text-sm font-medium text-slate-500">You can safely close this tab now.</p>
        <Link to="/login" className="mt-6 text-sm font-medium text-indigo-600 hover:text-indigo-700">
          Back to sign in
        </Link>
      </div>
    </AuthCard>
  );
}
