import { useMemo, useState } from 'react';
import { Plus, Search, Upload, Users } from 'lucide-react';
import {
  PARENT_SORTS,
  PARENT_TEXTS,
  type ImportResult,
  type Parent,
  type ParentSort,
} from '../../../contracts/parents.contract';
import { isApiError } from '../../app/api';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  listEmptyState,
  PageHeader,
  QueryState,
  SearchInput,
  Select,
  useBanner,
} from '../../ui';
import { useDeleteParent, useParentsQuery } from './parents.api';
import { ParentFormDialog } from './parents.form-dialog';
import { ImportDialog } from './parents.import-dialog';
import { SORT_LABELS, visibleParents } from './parents.list';
import { ParentsTable, ParentsTableSkeleton } from './parents.table';

const SORT_OPTIONS = PARENT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** Parents Management (/parents, docs/product-spec.md): the WhatsApp access list of the school. */
export default function ParentsPage() {
  const parentsQuery = useParentsQuery();
  const deleteParent = useDeleteParent();
  const { banner, showSuccess, showError, clear } = useBanner();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ParentSort>(PARENT_SORTS[0]);
  const [form, setForm] = useState<{ open: boolean; parent: Parent | null }>({ open: false, parent: null });
  const [importOpen, setImportOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Parent | null>(null);

  const all = parentsQuery.data?.parents;
  const shown = useMemo(() => visibleParents(all ?? [], query, sort), [all, query, sort]);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteParent.mutateAsync(toDelete.whatsapp_num);
      showSuccess(PARENT_TEXTS.deleted);
    } catch (err) {
      showError(
        isApiError(err) ? (err.serverMessage ?? PARENT_TEXTS.deleteFailed) : PARENT_TEXTS.deleteFailed,
      );
    } finally {
      setToDelete(null);
    }
  }

  function imported(result: ImportResult) {
    if (result.importedCount > 0) showSuccess(PARENT_TEXTS.imported(result.importedCount));
    else clear();
  }

  const openAdd = () => setForm({ open: true, parent: null });

  return (
    <div>
      <PageHeader
        title="Parents Management"
        subtitle="Keep the directory of parents who can reach the assistant on WhatsApp"
        actions={
          <>
            <Button icon={Upload} variant="secondary" onClick={() => setImportOpen(true)}>
              Import CSV
            </Button>
            <Button icon={Plus} onClick={openAdd}>
              Add Parent
            </Button>
          </>
        }
      />

      <Banner banner={banner} onDismiss={clear} className="mb-4" />

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center">
          <SearchInput
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name or number..."
            aria-label="Search parents"
          />
          <Select
            aria-label="Sort parents"
            value={sort}
            onChange={(e) => setSort(e.target.value as ParentSort)}
            options={SORT_OPTIONS}
            className="sm:w-48"
          />
        </div>

        <QueryState
          query={parentsQuery}
          loading={<ParentsTableSkeleton />}
          error={{
            title: PARENT_TEXTS.fetchFailed,
            message: isApiError(parentsQuery.error) ? parentsQuery.error.serverMessage : undefined,
          }}
          errorClassName="p-5"
          empty={listEmptyState(all?.length, shown.length, {
            none: {
              icon: Users,
              title: PARENT_TEXTS.empty,
              description:
                'Add parents one by one or import them from a CSV file. Only numbers in this directory can ask the assistant on WhatsApp.',
              action: (
                <Button icon={Plus} onClick={openAdd}>
                  Add Parent
                </Button>
              ),
            },
            noMatch: { icon: Search, title: 'No parents match your search' },
          })}
        >
          <ParentsTable
            parents={shown}
            onEdit={(parent) => setForm({ open: true, parent })}
            onDelete={setToDelete}
          />
          <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-500" aria-live="polite">
            {shown.length === all?.length
              ? `${all.length} ${all.length === 1 ? 'parent' : 'parents'}`
              : `Showing ${shown.length} of ${all?.length ?? 0} parents`}
          </p>
        </QueryState>
      </Card>

      <ParentFormDialog
        open={form.open}
        parent={form.parent}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        onSaved={(message) => {
          setForm((f) => ({ ...f, open: false }));
          showSuccess(message);
        }}
      />
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} onImported={imported} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !deleteParent.isPending && setToDelete(null)}
        onConfirm={confirmDelete}
        title="Delete Parent"
        message={
          toDelete && (
            <>
              Delete <strong className="break-words text-slate-900">{toDelete.name}</strong> (
              <span className="whitespace-nowrap">{toDelete.whatsapp_display}</span>) from the directory? This
              number will no longer be able to ask the assistant on WhatsApp.
            </>
          )
        }
        confirmLabel={deleteParent.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={deleteParent.isPending}
      />
    </div>
  );
}
