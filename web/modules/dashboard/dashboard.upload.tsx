/**
 * The dashboard's "Upload New Knowledge" dialog (console-spec §2 "Upload Content dialog", §4, §5).
 *
 * This file is the one seam between the dashboard and the knowledge library: the dashboard imports
 * only `DashboardUploadDialog` from here. The library's own dialog
 * (`web/modules/knowledge/upload-dialog.tsx`, same props) was not on main when this was written, so
 * this is a self-contained implementation of the same spec'd dialog against `POST /api/s3/upload`.
 * Once the library's dialog is merged, replace this file's body with
 *   export { UploadDialog as DashboardUploadDialog } from '../knowledge/upload-dialog';
 * so both screens share one dialog.
 */
import { useRef, useState, type DragEvent } from 'react';
import { FileText, Plus, UploadCloud, X } from 'lucide-react';
import { apiFetch, errorMessage } from '../../app/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Modal } from '../../ui/modal';
import { Select } from '../../ui/select';
import { formatSize } from './dashboard.stats';

export interface DashboardUploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the server's answer after a successful upload; the dialog has closed. */
  onUploaded: (result: unknown) => void;
  /** Called with a message after a failed upload; the dialog has closed (spec §4). */
  onError: (message: string) => void;
}

const CONTENT_TYPES = [
  { value: 'announcement', label: 'Announcement' },
  { value: 'event', label: 'Event' },
  { value: 'policy', label: 'Policy' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'handbook', label: 'Handbook' },
];

const EXPIRY_OPTIONS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '28', label: '28 days' },
  { value: 'never', label: 'Never' },
  { value: 'custom', label: 'Custom date' },
];

function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function DashboardUploadDialog({ open, onClose, onUploaded, onError }: DashboardUploadDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [contentType, setContentType] = useState('');
  const [expiry, setExpiry] = useState('never');
  const [customDate, setCustomDate] = useState('');
  const [customTime, setCustomTime] = useState('23:59');
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const addFiles = (list: FileList | null) => {
    if (!list?.length) return;
    setFiles((current) => [...current, ...Array.from(list)]);
    setProblem(null);
  };

  const reset = () => {
    setFiles([]);
    setContentType('');
    setExpiry('never');
    setCustomDate('');
    setCustomTime('23:59');
    setProblem(null);
  };

  const submit = async () => {
    if (files.length === 0) return setProblem('Please select a file to upload');
    if (!contentType) return setProblem('Please select a content type');
    if (expiry === 'custom' && !customDate) return setProblem('Please choose an expiry date');
    if (expiry === 'custom' && customDate < todayLocal())
      return setProblem('The expiry date cannot be earlier than today');
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    form.append('contentType', contentType);
    if (expiry === 'custom' && customDate)
      form.append('expiryDateTime', `${customDate}T${customTime || '23:59'}`);
    else form.append('expiryDays', expiry === 'custom' ? 'never' : expiry);
    setBusy(true);
    try {
      const result = await apiFetch('/api/s3/upload', { method: 'POST', body: form });
      reset();
      onClose();
      onUploaded(result);
    } catch (error) {
      onClose();
      onError(errorMessage(error, 'Failed to upload knowledge'));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) addFiles(event.dataTransfer.files);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Upload Content"
      preventClose={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={busy || files.length === 0 || !contentType}
            loading={busy}
            onClick={() => void submit()}
          >
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="upload-input"
          accept=".pdf,.doc,.docx,.txt,.md,.csv,.ics,.eml,image/*,audio/*"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        {files.length === 0 ? (
          <div
            role="button"
            tabIndex={0}
            onClick={() => input.current?.click()}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex cursor-pointer flex-col items-center rounded-lg border-2 border-dashed px-4 py-8 text-center',
              dragging ? 'border-indigo-400 bg-indigo-50' : 'border-slate-300 hover:border-indigo-300',
            )}
          >
            <UploadCloud aria-hidden className="mb-2 size-8 text-slate-400" />
            <p className="text-sm font-medium text-slate-700">Drag and drop files, or click to browse</p>
            <p className="mt-1 text-xs text-slate-500">
              Support for PDF, Word documents, images, and audio files
            </p>
          </div>
        ) : (
          <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <div className="mb-2 flex items-center justify-between">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
                Selected files <Badge tone="indigo">{files.length}</Badge>
              </p>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
                <Plus aria-hidden className="size-3.5" />
                Add More Files
              </Button>
            </div>
            <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
              {files.map((file, i) => (
                <li key={`${file.name}-${i}`} className="flex items-center gap-2 px-3 py-2 text-sm">
                  <FileText aria-hidden className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="text-xs text-slate-500">{formatSize(file.size)}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${file.name}`}
                    disabled={busy}
                    onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
                    className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div>
          <Label htmlFor="upload-content-type" required>
            Content Type
          </Label>
          <Select
            id="upload-content-type"
            placeholder="Select a content type"
            options={CONTENT_TYPES}
            value={contentType}
            disabled={busy}
            onChange={(e) => setContentType(e.target.value)}
          />
        </div>

        <div>
          <Label htmlFor="upload-expiry">Expiry Date</Label>
          <Select
            id="upload-expiry"
            options={EXPIRY_OPTIONS}
            value={expiry}
            disabled={busy}
            onChange={(e) => setExpiry(e.target.value)}
          />
          {expiry === 'custom' && (
            <div className="mt-2 grid grid-cols-2 gap-2">
              <Input
                type="date"
                aria-label="Expiry date"
                min={todayLocal()}
                value={customDate}
                disabled={busy}
                onChange={(e) => setCustomDate(e.target.value)}
              />
              <Input
                type="time"
                aria-label="Expiry time"
                value={customTime}
                disabled={busy}
                onChange={(e) => setCustomTime(e.target.value)}
              />
            </div>
          )}
          <p className="mt-1.5 text-xs text-slate-500">
            Content will not appear in parent queries after the expiry date and time.
          </p>
        </div>

        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
