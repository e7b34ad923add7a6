import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button';
import { cn } from './cn';

export interface ErrorBoxProps {
  /** Bold first line, e.g. "Error loading knowledge data". */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorBox({ title, message, onRetry, retryLabel = 'Try Again', className }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn('rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700', className)}
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          {title && <p className="font-semibold text-red-800">{title}</p>}
          {message && <p className={cn(title ? 'mt-1' : undefined, 'break-words')}>{message}</p>}
          {onRetry && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              <RotateCw aria-hidden className="size-3.5" />
              {retryLabel}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
