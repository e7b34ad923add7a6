import type { LabelHTMLAttributes } from 'react';
import { cn } from './cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Adds a red asterisk; the input itself should still carry `required`. */
  required?: boolean;
}

export function Label({ required, className, children, ...rest }: LabelProps) {
  return (
    <label className={cn('mb-1.5 block text-sm font-medium text-slate-700', className)} {...rest}>
      {children}
      {required && (
        <span aria-hidden className="ml-0.5 text-red-500">
          *
        </span>
      )}
    </label>
  );
}
