import { Search } from 'lucide-react';
import { Input, type InputProps } from './input';

/** A search box with the magnifier inside on the left; it grows to fill its row. */
export function SearchInput(props: Omit<InputProps, 'type'>) {
  return (
    <div className="relative flex-1">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input type="search" {...props} className="pl-9" />
    </div>
  );
}
