import { isApiError } from '../../app/api';

/**
 * The auth screens' three-level message rule (docs/product-spec.md): the server's `error` text; else a
 * short screen message when the server answered without one; else a longer fallback when there was
 * no answer at all (network failure).
 */
export function authErrorMessage(error: unknown, noServerText: string, noAnswer: string): string {
  if (isApiError(error)) return error.serverMessage ?? noServerText;
  return noAnswer;
}
