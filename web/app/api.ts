/**
 * The one way the SPA talks to the server. Every call sends the session cookies, and any 401 from a
 * data call means the session is gone, so the browser is sent to /login (docs/product-spec.md).
 */

export const API_PREFIX = '/api';

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please log in again.';
const FLASH_KEY = 'homeroom.flash';

// These answer 401 as part of their normal flow (wrong password, no session yet), so a 401 from
// them is an answer for the caller, not an expired session.
const NO_REDIRECT_ON_401 = [
  '/api/auth/session',
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/verify',
  // Logging out with an already-dead session is still a logout; the caller goes to /login anyway.
  '/api/auth/logout',
];

export class ApiError extends Error {
  /** The `error` (or `message`) field the server sent, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    message: string,
    serverMessage?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Message to show for any thrown value, with a screen-specific fallback for the unknown cases. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Plain objects are sent as JSON; FormData, Blob, strings and URLSearchParams pass through. */
  body?: unknown;
  /** Appended as a query string; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
}

export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const { body, query, headers: initHeaders, ...rest } = init;
  const pathname = path.startsWith(API_PREFIX)
    ? path
    : `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
  const url = pathname + toQueryString(query);
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body === undefined || body === null) {
    payload = undefined;
  } else if (isPassthroughBody(body)) {
    // The browser sets the multipart boundary itself; setting Content-Type here would break it.
    payload = body;
  } else {
    payload = JSON.stringify(body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }

  const response = await fetch(url, { credentials: 'include', ...rest, headers, body: payload });
  const data = await readBody(response);

  if (!response.ok) {
    const serverMessage = pickServerMessage(data);
    if (response.status === 401 && !NO_REDIRECT_ON_401.includes(pathname.split('?')[0] ?? ''))
      redirectToLogin();
    throw new ApiError(
      response.status,
      serverMessage ?? `Error ${response.status}: ${response.statusText}`,
      serverMessage,
      data,
    );
  }
  return data as T;
}

/** Shown once by the login page, then forgotten. */
export function peekFlashMessage(): string | null {
  try {
    return sessionStorage.getItem(FLASH_KEY);
  } catch {
    return null;
  }
}

export function clearFlashMessage(): void {
  try {
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    // Storage can be unavailable (private mode); the message is a nicety.
  }
}

let redirecting = false;

let signingOut = false;

/**
 * A deliberate logout is under way: queries still in flight will get 401s, which are expected and
 * must not greet the user on /login with "Authentication expired".
 */
export function markSigningOut(value: boolean): void {
  signingOut = value;
}

/**
 * Pages a signed-out visitor uses (router.tsx): there is no session on them to expire. A query of
 * the dashboard still in flight at logout answered 401 after the visitor had gone on from /login to
 * /forgot-password, and sent them back to /login (seen in CI under load).
 */
const SIGNED_OUT_PAGES = [
  '/login',
  '/register',
  '/register/success',
  '/forgot-password',
  '/reset-password',
  '/verification',
];

function redirectToLogin(): void {
  // On a signed-out page already (or signing out), there is nothing to redirect and no expiry to announce.
  if (signingOut || redirecting || SIGNED_OUT_PAGES.includes(window.location.pathname)) return;
  try {
    sessionStorage.setItem(FLASH_KEY, AUTH_EXPIRED_MESSAGE);
  } catch {
    // See clearFlashMessage.
  }
  // Several queries usually fail together; one navigation is enough.
  redirecting = true;
  window.location.assign('/login');
}

function isPassthroughBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function pickServerMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { error, message } = data as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

function toQueryString(query: ApiInit['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
