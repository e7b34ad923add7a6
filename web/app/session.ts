import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { COOKIE_SCHOOL_INFO, SessionResponse } from '../../contracts/auth.contract';
import { apiFetch, markSigningOut } from './api';

export const SESSION_KEY = ['session'] as const;

// Typed against the contract but not imported from it: the contract module pulls in zod at runtime,
// which would more than double the sign-in bundle for one string.
const SCHOOL_INFO_COOKIE: typeof COOKIE_SCHOOL_INFO = 'prod_school_info';

/**
 * `null` means "not signed in". The spec treats any non-OK answer or a failed request as signed out
 * (docs/product-spec.md), so this never throws and the guards only have two outcomes to handle.
 */
export async function fetchSession(): Promise<SessionResponse | null> {
  try {
    return await apiFetch<SessionResponse>('/api/auth/session');
  } catch {
    return null;
  }
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000, retry: false });
}

/** The school cookie is URL-encoded JSON `{id, name}`; anything unreadable counts as absent. */
export function readSchoolCookie(): { id?: string; name?: string } | null {
  const prefix = `${SCHOOL_INFO_COOKIE}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
    return value && typeof value === 'object' ? (value as { id?: string; name?: string }) : null;
  } catch {
    return null;
  }
}

/** Cookie first (it is what the original console read), then the session, then "School". */
export function useSchoolName(): string {
  const { data } = useSession();
  const fromCookie = readSchoolCookie()?.name?.trim();
  return fromCookie || data?.school.name?.trim() || 'School';
}

/**
 * Logout always ends on /login with an empty cache, even when the call fails: a user who asked to
 * leave must never be left looking at another school's data (docs/product-spec.md).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    markSigningOut(true);
    try {
      await apiFetch('/api/auth/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
      setLoggingOut(false);
      void navigate('/login', { replace: true });
      // Later strays find the user on /login, where they are ignored.
      markSigningOut(false);
    }
  }, [navigate, queryClient]);

  return { logout, loggingOut };
}
