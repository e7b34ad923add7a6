import type { HTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  /** Shown in indigo before the title (the settings and calendar cards). */
  icon?: LucideIcon;
  description?: ReactNode;
  /** Right-aligned controls such as a "View all" link. */
  actions?: ReactNode;
  className?: string;
}

export function CardHeader({ title, icon: Icon, description, actions, className }: CardHeaderProps) {
  return (
    <div
      className={cn('flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4', className)}
    >
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900">
          {Icon ? (
            <span className="flex items-center gap-2">
              <Icon aria-hidden className="size-4 text-indigo-600" />
              {title}
            </span>
          ) : (
            title
          )}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-4', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('flex items-center justify-end gap-2 border-t border-slate-100 px-5 py-3', className)}
      {...rest}
    />
  );
}
