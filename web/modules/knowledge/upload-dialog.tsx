import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, Plus, UploadCloud, X } from 'lucide-react';
import {
  ACCEPT_ATTRIBUTE,
  DEFAULT_EXPIRY_TIME,
  KNOWLEDGE_MESSAGES,
  USER_CONTENT_TYPES,
  type KnowledgeUploadResponse,
} from '../../../contracts/knowledge.contract';
import { errorMessage } from '../../app/api';
import { Badge, Button, FormDialog, Label, Select, cn } from '../../ui';
import { knowledgeKeys, uploadKnowledge } from './knowledge.api';
import { formatSize } from '../../lib/format';
import { CustomExpiryFields } from './custom-expiry-fields';
import { uploadExpiryFields } from './knowledge.logic';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful upload (the dialog has reset itself and is closing). */
  onUploaded: (result: KnowledgeUploadResponse) => void;
  /** Called with a message to show when the upload failed (the dialog is closing). */
  onError: (message: string) => void;
}

export const CONTENT_TYPE_OPTIONS = USER_CONTENT_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

const EXPIRY_OPTIONS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '28', label: '28 days' },
  { value: 'never', label: 'Never' },
  { value: 'custom', label: 'Custom' },
];

const fileId = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/**
 * The Upload Content dialog (docs/product-spec.md): drag-and-drop or browse,
 * several files with "Add More Files", a count badge and per-file removal, content type, expiry
 * (1/7/14/28 days, never by default, or a custom date + time defaulting to 23:59), a progress bar,
 * and everything disabled while uploading. Used by the Knowledge Library and the Dashboard.
 */
export function UploadDialog({ open, onClose, onUploaded, onError }: UploadDialogProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [contentType, setContentType] = useState('');
  const [expiry, setExpiry] = useState('never');
  const [customDate, setCustomDate] = useState('');
  const [customTime, setCustomTime] = useState(DEFAULT_EXPIRY_TIME);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [validation, setValidation] = useState<string | null>(null);

  const customMissing = expiry === 'custom' && !customDate;
  const canUpload = files.length > 0 && contentType !== '' && !customMissing && !uploading;

  function addFiles(list: FileList | null) {
    // Copy now: the input's FileList is emptied when its value is reset, before React runs the updater.
    const added = list ? Array.from(list) : [];
    if (added.length === 0) return;
    setValidation(null);
    setFiles((current) => {
      const known = new Set(current.map(fileId));
      return [...current, ...added.filter((f) => !known.has(fileId(f)))];
    });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!uploading) addFiles(event.dataTransfer.files);
  }

  // The empty drop zone and the file list both take dropped files.
  const dropTarget = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop,
  };

  function reset() {
    setFiles([]);
    setContentType('');
    setExpiry('never');
    setCustomDate('');
    setCustomTime(DEFAULT_EXPIRY_TIME);
    setProgress(0);
    setValidation(null);
  }

  // Cancel, Escape, outside click and X discard the selection; a failed upload keeps it for a retry.
  function cancel() {
    if (uploading) return;
    reset();
    onClose();
  }

  async function upload() {
    if (files.length === 0) return setValidation(KNOWLEDGE_MESSAGES.noFile);
    if (!contentType) return setValidation(KNOWLEDGE_MESSAGES.noContentType);
    if (customMissing) return setValidation('Please choose an expiry date');
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    form.append('contentType', contentType);
    for (const [name, value] of Object.entries(uploadExpiryFields(expiry, customDate, customTime)))
      form.append(name, value);

    setUploading(true);
    setProgress(0);
    try {
      const result = await uploadKnowledge(form, setProgress);
      reset();
      onUploaded(result);
    } catch (error) {
      onError(errorMessage(error, 'Failed to upload files'));
    } finally {
      setUploading(false);
      setProgress(0);
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.all });
      onClose();
    }
  }

  return (
    <FormDialog
      open={open}
      onCancel={cancel}
      busy={uploading}
      title="Upload Content"
      description="Add files to the knowledge base parents' questions are answered from."
      action={{
        label: 'Upload',
        busyLabel: 'Uploading...',
        disabled: !canUpload,
        onAction: () => void upload(),
      }}
    >
      <div className="space-y-5">
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="hidden"
          aria-label="Choose files"
          data-testid="upload-input"
          disabled={uploading}
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />

        {files.length === 0 ? (
          <button
            type="button"
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
            {...dropTarget}
            className={cn(
              'flex w-full flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
              dragging
                ? 'border-indigo-500 bg-indigo-50'
                : 'border-slate-300 hover:border-indigo-400 hover:bg-slate-50',
            )}
          >
            <UploadCloud aria-hidden className="mb-2 size-8 text-indigo-500" />
            <span className="text-sm font-medium text-slate-700">
              Drag and drop files, or click to browse
            </span>
            <span className="mt-1 text-xs text-slate-500">
              Support for PDF, Word documents, images, and audio files
            </span>
          </button>
        ) : (
          <div
            {...dropTarget}
            className={cn(
              'rounded-lg border p-3',
              dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200',
            )}
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <div className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-700">
                Selected files
                <Badge tone="indigo" aria-label={`${files.length} files selected`}>
                  {files.length}
                </Badge>
              </div>
              <Button
                size="sm"
                variant="secondary"
                disabled={uploading}
                onClick={() => inputRef.current?.click()}
              >
                <Plus aria-hidden className="size-3.5" />
                Add More Files
              </Button>
            </div>
            <ul className="max-h-48 space-y-1 overflow-y-auto pr-1" aria-label="Selected files">
              {files.map((file) => (
                <li
                  key={fileId(file)}
                  className="flex items-center gap-2 rounded-md bg-slate-50 px-2 py-1.5 text-sm"
                >
                  <FileText aria-hidden className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1 truncate text-slate-700" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">{formatSize(file.size)}</span>
                  <button
                    type="button"
                    disabled={uploading}
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles((current) => current.filter((f) => f !== file))}
                    className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700 disabled:opacity-50"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div>
          <Label htmlFor={`${ids}-type`} required>
            Content Type
          </Label>
          <Select
            id={`${ids}-type`}
            value={contentType}
            disabled={uploading}
            placeholder="Select a content type"
            options={CONTENT_TYPE_OPTIONS}
            onChange={(e) => {
              setContentType(e.target.value);
              setValidation(null);
            }}
          />
        </div>

        <div>
          <Label htmlFor={`${ids}-expiry`}>Expiry Date</Label>
          <Select
            id={`${ids}-expiry`}
            value={expiry}
            disabled={uploading}
            options={EXPIRY_OPTIONS}
            onChange={(e) => setExpiry(e.target.value)}
          />
          {expiry === 'custom' && (
            <CustomExpiryFields
              idPrefix={ids}
              date={customDate}
              time={customTime}
              disabled={uploading}
              onDateChange={setCustomDate}
              onTimeChange={setCustomTime}
            />
          )}
          {expiry !== 'never' && (
            <p className="mt-2 text-xs text-slate-500">
              Content will not appear in parent queries after the expiry date and time.
            </p>
          )}
        </div>

        {uploading && (
          <div>
            <div className="mb-1 flex justify-between text-xs text-slate-500">
              <span>Uploading...</span>
              <span>{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
        )}

        {validation && (
          <p role="alert" className="text-sm text-red-600">
            {validation}
          </p>
        )}
      </div>
    </FormDialog>
  );
}

export default UploadDialog;
