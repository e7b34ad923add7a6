import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../ui/spinner';
import { useSession } from '../session';

/** Protected routes: wait for the session check, then show the page or go to /login. */
export function RequireAuth() {
  const { data, isPending, isFetching } = useSession();
  // A cached "signed out" that is being re-checked (e.g. right after verification signed the user
  // in) must not bounce to /login before the fresh answer arrives.
  if (isPending || (!data && isFetching)) return <FullScreenSpinner label="Loading..." />;
  if (!data) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login and /register: a signed-in user has nothing to do there (docs/product-spec.md). */
export function PublicOnly() {
  const { data, isPending } = useSession();
  if (isPending) return <FullScreenSpinner label="Loading..." />;
  if (data) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
