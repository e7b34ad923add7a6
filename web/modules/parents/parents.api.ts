import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CSV_FIELD,
  type AddParentBody,
  type EditParentBody,
  type ImportResult,
  type ParentResponse,
  type ParentsResponse,
} from '../../../contracts/parents.contract';
import { apiFetch } from '../../app/api';

/** TanStack Query key of the directory; every mutation below invalidates it. */
export const PARENTS_KEY = ['parents'] as const;

export function fetchParents(): Promise<ParentsResponse> {
  return apiFetch<ParentsResponse>('/api/parents/fetchall');
}

export function useParentsQuery() {
  return useQuery({ queryKey: PARENTS_KEY, queryFn: fetchParents });
}

function useParentsMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PARENTS_KEY }),
  });
}

export function useAddParent() {
  return useParentsMutation((body: AddParentBody) =>
    apiFetch<ParentResponse>('/api/parents/add-single', { method: 'POST', body }),
  );
}

export function useEditParent() {
  return useParentsMutation((body: EditParentBody) =>
    apiFetch<ParentResponse>('/api/parents/edit-parent', { method: 'PUT', body }),
  );
}

/** The number is the last path segment; encodeURIComponent turns "+" into %2B (docs/product-spec.md). */
export function useDeleteParent() {
  return useParentsMutation((whatsappNum: string) =>
    apiFetch<{ success: boolean }>(`/api/parents/delete/${encodeURIComponent(whatsappNum)}`, {
      method: 'DELETE',
    }),
  );
}

/** Multipart upload in the field `csv` (docs/product-spec.md). */
export function useImportCsv() {
  return useParentsMutation((file: File) => {
    const form = new FormData();
    form.append(CSV_FIELD, file, file.name);
    return apiFetch<ImportResult>('/api/parents/import-csv', { method: 'POST', body: form });
  });
}
