/**
 * One error factory for the whole server. Every error that reaches a client is an `AppError` with a
 * stable machine `code`, an HTTP `status` and a human `message`; the error handler
 * (server/app/errors.plugin.ts) renders it as `{ "error": message, "code": code }` because the spec's
 * clients read the `error` field (docs/product-spec.md).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Factory helpers: `errors.badRequest('VALIDATION', 'Name is required')`. */
export const errors = {
  badRequest: (code: string, message: string, details?: unknown) => new AppError(code, 400, message, details),
  unauthorized: (message = 'Not authenticated', code = 'UNAUTHORIZED') => new AppError(code, 401, message),
  forbidden: (message = 'Forbidden', code = 'FORBIDDEN') => new AppError(code, 403, message),
  notFound: (message = 'Not found', code = 'NOT_FOUND') => new AppError(code, 404, message),
  conflict: (code: string, message: string) => new AppError(code, 409, message),
  tooLarge: (message: string, code = 'PAYLOAD_TOO_LARGE') => new AppError(code, 413, message),
  unsupportedMedia: (message: string, code = 'UNSUPPORTED_MEDIA_TYPE') => new AppError(code, 415, message),
  tooManyRequests: (message = 'Too many requests. Please wait a minute and try again.') =>
    new AppError('RATE_LIMITED', 429, message),
  internal: (message = 'Something went wrong. Please try again.') => new AppError('INTERNAL', 500, message),
  unavailable: (message: string, code = 'UNAVAILABLE') => new AppError(code, 503, message),
};

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
