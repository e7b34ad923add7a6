import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api';
import { authErrorMessage } from './auth.errors';

describe('authErrorMessage', () => {
  it('prefers the server text, then the short message, then the no-answer fallback', () => {
    const fallback = 'Failed to login. Please check your credentials.';
    expect(authErrorMessage(new ApiError(400, 'x', 'Email not confirmed'), 'Login failed', fallback)).toBe(
      'Email not confirmed',
    );
    expect(authErrorMessage(new ApiError(500, 'Error 500: ', undefined), 'Login failed', fallback)).toBe(
      'Login failed',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'Login failed', fallback)).toBe(fallback);
  });
});
