import { GraduationCap } from 'lucide-react';
import { cn } from './cn';

// The sidebar's mark shrinks to the icon rail below md; the sign-in screens show it larger, alone.
const LOOKS = {
  sidebar: { tile: 'shrink-0 md:size-9', icon: 'size-5', name: 'hidden text-lg md:inline' },
  page: { tile: 'shadow-sm', icon: 'size-6', name: 'text-xl' },
} as const;

/** The Homeroom logo: the cap in an indigo tile, then the name. */
export function BrandMark({ look, className }: { look: keyof typeof LOOKS; className?: string }) {
  const classes = LOOKS[look];
  return (
    <div className={cn(className, 'flex items-center gap-2.5')}>
      <div
        className={cn(
          'flex size-10 items-center justify-center rounded-lg bg-indigo-600 text-white',
          classes.tile,
        )}
      >
        <GraduationCap aria-hidden className={classes.icon} />
      </div>
      <span className={cn(classes.name, 'font-bold tracking-tight text-slate-900')}>Homeroom</span>
    </div>
  );
}
