import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';
import { fieldAttributes } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Convenience for simple lists; pass <option> children instead for groups. */
  options?: readonly SelectOption[];
  /** Adds a leading empty option, e.g. "Select a content type". */
  placeholder?: string;
  invalid?: boolean;
}

// A native select keeps keyboard, mobile pickers and form semantics for free.
export function Select({ options, placeholder, invalid, className, children, ...rest }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select {...fieldAttributes(invalid, 'h-10 appearance-none pr-9')} {...rest}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
