import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../ui/spinner';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar on the left, the page scrolling on the right. */
export function AppLayout() {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar />
      <main className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {/* Pages are code-split; only the content area waits, the sidebar stays put. */}
          <Suspense
            fallback={
              <div className="flex justify-center py-20">
                <Spinner label="Loading..." />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
