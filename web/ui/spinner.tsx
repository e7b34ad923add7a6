import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Visible text beside the spinner; also what screen readers announce. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <LoaderCircle aria-hidden className={cn('animate-spin text-indigo-600', sizes[size])} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** Covers the viewport while something the whole page depends on (the session) is loading. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner size="lg" label={label} className="flex-col gap-3 text-sm font-medium" />
    </div>
  );
}
