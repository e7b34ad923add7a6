import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const fieldBase =
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

export function fieldClass(invalid?: boolean): string {
  return cn(
    fieldBase,
    invalid ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-indigo-500',
  );
}

/** The attributes every form control shares: the invalid state for assistive technology and the look. */
export function fieldAttributes(invalid: boolean | undefined, ...classes: Array<string | undefined>) {
  return { 'aria-invalid': invalid || undefined, className: cn(fieldClass(invalid), ...classes) };
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return <input {...fieldAttributes(invalid, 'h-10', className)} {...rest} />;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return <textarea {...fieldAttributes(invalid, 'min-h-20 py-2', className)} {...rest} />;
}
