import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { cn } from './cn';

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element; it receives the trigger props. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Extra classes for the bubble, e.g. "md:hidden" to show it only where labels are hidden. */
  className?: string;
  delayDuration?: number;
}

// Each tooltip brings its own provider so screens can use it without wiring anything at the root.
export function Tooltip({ content, children, side = 'top', className, delayDuration = 200 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className={cn(
              'z-50 max-w-[250px] rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-snug text-white shadow-lg',
              className,
            )}
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
