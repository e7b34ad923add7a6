import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../ui/brand-mark';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card body, e.g. the "Don't have an account?" link. */
  footer?: ReactNode;
}

/** The centred 400 px card every public screen uses (docs/product-spec.md). */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50 px-4 py-10">
      <BrandMark look="page" className="mb-6" />
      <div className="w-full max-w-[400px] rounded-lg border border-slate-200 bg-white p-6 shadow-md sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-slate-500">{subtitle}</p>}
        </div>
        {children}
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

/** The footer line that sends the reader to the other public screen ("Don't have an account? Sign up"). */
export function AuthSwitch(props: { question: string; to: string; label: string }) {
  return (
    <>
      {props.question}{' '}
      <Link to={props.to} className="font-medium text-indigo-600 hover:text-indigo-700">
        {props.label}
      </Link>
    </>
  );
}
