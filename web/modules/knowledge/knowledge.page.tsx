import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Library, SearchX, Upload } from 'lucide-react';
import { LIBRARY_SORTS, type KnowledgeFile, type LibrarySort } from '../../../contracts/knowledge.contract';
import { errorMessage } from '../../app/api';
import {
  Banner,
  Button,
  ConfirmDialog,
  listEmptyState,
  PageHeader,
  QueryState,
  SearchInput,
  Select,
  SkeletonStack,
  useBanner,
} from '../../ui';
import {
  fetchFileUrl,
  useDeleteFile,
  useKnowledgeList,
  useSyncStatuses,
  useUpdateFile,
} from './knowledge.api';
import { KnowledgeCard } from './knowledge.card';
import { EditDialog } from './knowledge.edit-dialog';
import { ExtractedPanel } from './knowledge.extracted-panel';
import { filterFiles, parseSort, SORT_LABELS, sortFiles, visibleFiles } from './knowledge.logic';
import { UploadDialog } from './upload-dialog';

const SORT_OPTIONS = LIBRARY_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const EMPTY: KnowledgeFile[] = [];

/**
 * "Now" for expiry indicators: fresh whenever the list is (re)fetched, and every minute so indicators
 * cross their thresholds without a reload.
 */
function useNow(refreshedAt: number, intervalMs = 60_000): Date {
  const [tick, setTick] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setTick(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return refreshedAt > tick.getTime() ? new Date(refreshedAt) : tick;
}

/**
 * Knowledge Library (/knowledge-library, docs/product-spec.md): search, sort (initial from
 * `?defaultSort=`), card grid with expiry and sync indicators (polled every 3 s while any file is
 * not final), open in a new tab, edit, delete with confirmation, and the upload dialog.
 */
export default function KnowledgePage() {
  const [params] = useSearchParams();
  const [sort, setSort] = useState<LibrarySort>(() => parseSort(params.get('defaultSort')));
  const [search, setSearch] = useState('');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<KnowledgeFile | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeFile | null>(null);
  const [reading, setReading] = useState<KnowledgeFile | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const banner = useBanner({ successMs: 3000, errorMs: 5000 });
  const list = useKnowledgeList();
  const now = useNow(list.dataUpdatedAt);
  const files = useMemo(() => visibleFiles(list.data?.data ?? EMPTY), [list.data]);
  const sync = useSyncStatuses(files);
  const statusByKey = useMemo(() => new Map((sync.data?.data ?? []).map((s) => [s.key, s])), [sync.data]);
  const shown = useMemo(() => sortFiles(filterFiles(files, search), sort), [files, search, sort]);
  const remove = useDeleteFile();
  const update = useUpdateFile();

  async function openFile(file: KnowledgeFile) {
    // Open the tab inside the click so pop-up blockers allow it, then point it at the signed URL.
    const tab = window.open('', '_blank');
    setOpening(file.key);
    try {
      const url = await fetchFileUrl(file.key);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      banner.showError(errorMessage(error, 'Failed to get file URL'));
    } finally {
      setOpening(null);
    }
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.key, {
      onSuccess: () => banner.showSuccess('File deleted successfully'),
      onError: (error) => banner.showError(errorMessage(error, 'Failed to delete file')),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div>
      <PageHeader
        title="Knowledge Library"
        subtitle="Upload and manage the knowledge parents' questions are answered from"
        actions={
          <Button icon={Upload} onClick={() => setUploadOpen(true)}>
            Upload Content
          </Button>
        }
      />

      <Banner banner={banner.banner} onDismiss={banner.clear} className="mb-4" />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          aria-label="Search knowledge"
          placeholder="Search knowledge..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          aria-label="Sort by"
          className="sm:w-60"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(e) => setSort(parseSort(e.target.value))}
        />
      </div>

      <QueryState
        query={list}
        loading={
          <SkeletonStack
            count={6}
            itemClassName="h-32"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-label="Loading knowledge"
          />
        }
        error={{ message: errorMessage(list.error, 'Failed to fetch files') }}
        empty={listEmptyState(files.length, shown.length, {
          none: {
            icon: Library,
            title: 'No knowledge found in the library',
            description: "Upload handbooks, policies, newsletters and more to answer parents' questions.",
            action: (
              <Button icon={Upload} variant="secondary" onClick={() => setUploadOpen(true)}>
                Upload Content
              </Button>
            ),
          },
          noMatch: {
            icon: SearchX,
            title: 'No matching knowledge found',
            description: 'Try another search term.',
          },
        })}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((file) => (
            <KnowledgeCard
              key={file.key}
              file={file}
              status={statusByKey.get(file.key)}
              now={now}
              opening={opening === file.key}
              onOpen={() => void openFile(file)}
              onEdit={() => setEditing(file)}
              onDelete={() => setDeleting(file)}
              onShowExtracted={() => setReading(file)}
            />
          ))}
        </div>
      </QueryState>

      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={(result) =>
          banner.showSuccess(result?.message || 'Knowledge uploaded successfully', 5000)
        }
        onError={(message) => banner.showError(message || 'Failed to upload files')}
      />

      {editing && (
        <EditDialog
          key={editing.key}
          file={editing}
          saving={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            update.mutate(body, {
              onSuccess: () => {
                setEditing(null);
                banner.showSuccess('File updated successfully');
              },
              onError: (error) => {
                setEditing(null);
                banner.showError(errorMessage(error, 'Failed to update file'));
              },
            })
          }
        />
      )}

      {reading && <ExtractedPanel key={reading.key} file={reading} onClose={() => setReading(null)} />}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete File"
        message={
          deleting && (
            <>
              Are you sure you want to delete <strong className="break-all">{deleting.fileName}</strong>? It
              will no longer be used to answer parents. This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
