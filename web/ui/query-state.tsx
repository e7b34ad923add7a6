import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorBox, type ErrorBoxProps } from './error-box';

/** What a screen needs to know of a TanStack query to choose what to show. */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps {
  query: QueryStatus;
  /** Shown until the first answer (skeletons). */
  loading: ReactNode;
  /** What the error box says when the query failed; its Try Again refetches. */
  error: Omit<ErrorBoxProps, 'onRetry'>;
  /** A block around the error box, for bodies that have no padding of their own. */
  errorClassName?: string;
  /** Shown instead of the content unless null or false: an EmptyState for "nothing yet" or "no match". */
  empty?: ReactNode;
  children?: ReactNode;
}

/**
 * The loading → failed (Try Again) → empty → content switch every list and card of the console
 * makes over its query, in that order.
 */
export function QueryState({ query, loading, error, errorClassName, empty, children }: QueryStateProps) {
  if (query.isPending) return loading;
  if (query.isError) {
    const box = <ErrorBox {...error} onRetry={() => void query.refetch()} />;
    return errorClassName ? <div className={errorClassName}>{box}</div> : box;
  }
  return empty || children;
}

/**
 * QueryState's `empty` for a searchable list: the `none` EmptyState when the list has no items
 * (`total` 0), the `noMatch` one when it has items but the search hides them all (`shown` 0), else
 * null so the list shows. An unknown `total` (undefined) is not "no items".
 */
export function listEmptyState(
  total: number | undefined,
  shown: number,
  states: { none: EmptyStateProps; noMatch: EmptyStateProps },
): ReactNode {
  if (total === 0) return <EmptyState {...states.none} />;
  return shown === 0 ? <EmptyState {...states.noMatch} /> : null;
}
