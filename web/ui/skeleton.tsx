import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A grey pulsing block; size it with className (e.g. "h-4 w-32"). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/**
 * `count` equal skeletons in one block, the placeholder of a list or grid that is loading. The block's
 * own attributes (layout classes, `aria-label`) pass through.
 */
export function SkeletonStack({
  count,
  itemClassName,
  ...block
}: { count: number; itemClassName: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...block}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
