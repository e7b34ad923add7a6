import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Credentials, SessionResponse, verifySchema } from '../../../contracts/auth.contract';
import { apiFetch } from '../../app/api';
import { SESSION_KEY } from '../../app/session';

export type VerifyBody = z.input<typeof verifySchema>;

/** 201 body of POST /api/auth/register. */
export interface RegisterResponse {
  message: string;
}

export function login(body: Credentials): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/login', { method: 'POST', body });
}

export function register(body: Credentials): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/api/auth/register', { method: 'POST', body });
}

export function verify(body: VerifyBody): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/verify', { method: 'POST', body });
}

/** Signs in and waits for the session query to agree, so the guard does not bounce back to /login. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
