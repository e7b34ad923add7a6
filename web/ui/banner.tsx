import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { IconButton } from './button';
import { cn } from './cn';

export type BannerKind = 'success' | 'error';

export interface BannerState {
  kind: BannerKind;
  message: string;
}

/** How a card reports outcomes to its page, which shows them in its banner (useBanner's showSuccess/showError). */
export interface BannerReport {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

export interface BannerProps {
  banner: BannerState | null;
  onDismiss?: () => void;
  className?: string;
}

export function Banner({ banner, onDismiss, className }: BannerProps) {
  if (!banner) return null;
  const success = banner.kind === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        success ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-700',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{banner.message}</p>
      {onDismiss && (
        <IconButton icon={X} label="Dismiss" onClick={onDismiss} className="opacity-60 hover:opacity-100" />
      )}
    </div>
  );
}

export interface BannerTimings {
  /** Success, delete and update confirmations: 3 s (docs/product-spec.md Messages). */
  successMs?: number;
  /** Errors: 5 s (docs/product-spec.md Messages). */
  errorMs?: number;
}

/**
 * One banner at a time per screen; a new message replaces the old one and restarts its timer.
 * Pass `ms` to a single call for the exceptions, e.g. the library's upload success (5 s).
 */
export function useBanner({ successMs = 3000, errorMs = 5000 }: BannerTimings = {}) {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);

  const show = useCallback(
    (kind: BannerKind, message: string, ms?: number) => {
      clearTimeout(timer.current);
      setBanner({ kind, message });
      const delay = ms ?? (kind === 'success' ? successMs : errorMs);
      if (delay > 0) timer.current = setTimeout(() => setBanner(null), delay);
    },
    [successMs, errorMs],
  );

  const showSuccess = useCallback((message: string, ms?: number) => show('success', message, ms), [show]);
  const showError = useCallback((message: string, ms?: number) => show('error', message, ms), [show]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { banner, show, showSuccess, showError, clear };
}
