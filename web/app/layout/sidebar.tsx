import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { BrandMark } from '../../ui/brand-mark';
import { cn } from '../../ui/cn';
import { Tooltip } from '../../ui/tooltip';
import { useLogout, useSchoolName } from '../session';
import { NAV_ITEMS, type NavItem } from './nav.config';
import { useUnansweredCount } from '../../modules/unanswered/unanswered.api';

// Below md (768 px, docs/product-spec.md) the sidebar is an icon rail: labels are hidden and each
// entry explains itself through a tooltip instead. The tooltips are hidden again from md up.
export function Sidebar() {
  const schoolName = useSchoolName();
  const { logout, loggingOut } = useLogout();
  const badges = { unanswered: useUnansweredCount() };

  return (
    <aside
      aria-label="Main navigation"
      className="sticky top-0 flex h-screen w-16 shrink-0 flex-col border-r border-slate-200 bg-white md:w-64"
    >
      <BrandMark look="sidebar" className="h-16 border-b border-slate-100 px-3 md:px-5" />

      <div className="border-b border-slate-100 px-3 py-4 md:px-5" data-testid="sidebar-school">
        <Tooltip content={`${schoolName} · Administrator`} side="right" className="md:hidden">
          <div className="flex items-center gap-3" tabIndex={-1}>
            <div
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
            >
              {initials(schoolName)}
            </div>
            <div className="hidden min-w-0 md:block">
              <p className="truncate text-sm font-semibold text-slate-900" title={schoolName}>
                {schoolName}
              </p>
              <p className="text-xs text-slate-500">Administrator</p>
            </div>
          </div>
        </Tooltip>
      </div>

      <nav className="flex-1 overflow-y-auto px-2 py-4 md:px-3">
        <ul className="space-y-1">
          {NAV_ITEMS.map(({ label, path, icon: Icon, badge }: NavItem) => {
            const count = badge ? badges[badge] : undefined;
            const named = count ? `${label} (${count})` : label;
            return (
              <li key={path}>
                <Tooltip content={named} side="right" className="md:hidden">
                  <NavLink
                    to={path}
                    aria-label={named}
                    // A plain string, not NavLink's callback: the tooltip trigger (Radix Slot) merges
                    // classNames as strings. NavLink sets aria-current="page" on the active entry.
                    className={cn(
                      'flex h-10 items-center justify-center gap-3 rounded-lg text-sm font-medium text-slate-600 transition-colors',
                      'hover:bg-slate-100 hover:text-slate-900 md:justify-start md:px-3',
                      'aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700',
                    )}
                  >
                    <span className="relative shrink-0">
                      <Icon aria-hidden className="size-5" />
                      {count ? (
                        <span
                          aria-hidden
                          className="absolute -top-1.5 -right-1.5 size-2.5 rounded-full bg-orange-500 md:hidden"
                        />
                      ) : null}
                    </span>
                    <span className="hidden truncate md:inline">{label}</span>
                    {count ? (
                      <span
                        aria-hidden
                        data-testid={`nav-badge-${badge}`}
                        className="ml-auto hidden min-w-5 rounded-full bg-orange-100 px-1.5 text-center text-xs font-semibold text-orange-700 md:inline"
                      >
                        {count}
                      </span>
                    ) : null}
                  </NavLink>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-slate-100 px-2 py-3 md:px-3">
        <Tooltip content={loggingOut ? 'Logging out...' : 'Logout'} side="right" className="md:hidden">
          <button
            type="button"
            onClick={() => void logout()}
            disabled={loggingOut}
            aria-label={loggingOut ? 'Logging out...' : 'Logout'}
            className="flex h-10 w-full items-center justify-center gap-3 rounded-lg text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60 md:justify-start md:px-3"
          >
            <LogOut aria-hidden className="size-5 shrink-0" />
            <span className="hidden md:inline">{loggingOut ? 'Logging out...' : 'Logout'}</span>
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || 'S';
}
