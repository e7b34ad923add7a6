import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// api.ts keeps a module-level "already redirecting" flag, so each test loads a fresh copy.
async function loadApi() {
  vi.resetModules();
  return import('./api');
}

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

let assign: ReturnType<typeof vi.fn>;
let storage: Map<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  storage = new Map();
  fetchMock = vi.fn();
  vi.stubGlobal('window', { location: { assign, pathname: '/dashboard' } });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends cookies and JSON bodies, and returns the parsed answer', async () => {
    const { apiFetch } = await loadApi();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(
      apiFetch('/api/x', { method: 'POST', body: { a: 1 }, query: { page: 1, q: undefined } }),
    ).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x?page=1');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('passes FormData through without a Content-Type so the browser sets the boundary', async () => {
    const { apiFetch } = await loadApi();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.txt');
    await apiFetch('/api/s3/upload', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('uses the server error, then message, then "Error {status}: {statusText}"', async () => {
    const { apiFetch, ApiError } = await loadApi();
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'Bad name' }));
    await expect(apiFetch('/api/a')).rejects.toMatchObject({
      status: 400,
      message: 'Bad name',
      serverMessage: 'Bad name',
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'From message' }));
    await expect(apiFetch('/api/a')).rejects.toMatchObject({ message: 'From message' });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiFetch('/api/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Error 502: Bad Gateway', serverMessage: undefined });
  });

  it('sends the browser to /login with a flash message on a 401 from a data call', async () => {
    const { apiFetch, peekFlashMessage, AUTH_EXPIRED_MESSAGE } = await loadApi();
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Not authenticated' }));
    await expect(apiFetch('/api/s3/list')).rejects.toMatchObject({ status: 401 });
    await expect(apiFetch('/api/chats/fetchall')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
    expect(peekFlashMessage()).toBe(AUTH_EXPIRED_MESSAGE);
  });

  it('after a deliberate logout, 401s of queries still in flight neither redirect nor announce an expired session', async () => {
    const { apiFetch, markSigningOut, peekFlashMessage } = await loadApi();
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Not authenticated' }));
    markSigningOut(true);
    await expect(apiFetch('/api/s3/list')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
    expect(peekFlashMessage()).toBeNull();
    markSigningOut(false);
    (window.location as { pathname: string }).pathname = '/login';
    await expect(apiFetch('/api/s3/list')).rejects.toMatchObject({ status: 401 });
    expect(peekFlashMessage()).toBeNull();
  });

  it('a 401 arriving on a signed-out page (forgot password) leaves the visitor where they are', async () => {
    const { apiFetch, peekFlashMessage } = await loadApi();
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Not authenticated' }));
    (window.location as { pathname: string }).pathname = '/forgot-password';
    await expect(apiFetch('/api/s3/list')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
    expect(peekFlashMessage()).toBeNull();
  });

  it.each([
    '/api/auth/session',
    '/api/auth/login',
    '/api/auth/register',
    '/api/auth/verify',
    '/api/auth/logout',
  ])('leaves a 401 from %s to the caller', async (path) => {
    const { apiFetch } = await loadApi();
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid login credentials' }));
    await expect(apiFetch(path, { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });
});
