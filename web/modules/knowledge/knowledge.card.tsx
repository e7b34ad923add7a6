import {
  AlertTriangle,
  CalendarDays,
  Clock,
  FileSearch,
  FileAudio,
  FileImage,
  FileText,
  Info,
  LoaderCircle,
  Mail,
  Pencil,
  Trash2,
} from 'lucide-react';
import {
  LOCKED_CONTENT_TYPE,
  type KnowledgeFile,
  type KnowledgeSyncStatus,
} from '../../../contracts/knowledge.contract';
import { Badge, Card, IconButton, Tooltip, cn, type BadgeTone } from '../../ui';
import { formatDateTime, formatSize } from '../../lib/format';
import { expiryIndicator, syncIndicator, type ExpiryTone } from './knowledge.logic';

const EXPIRY_TONES: Record<ExpiryTone, BadgeTone> = {
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  never: 'slate',
};

function iconFor(file: KnowledgeFile) {
  const name = file.fileName.toLowerCase();
  if (file.content_type === 'calendar') return CalendarDays;
  if (file.content_type === 'email') return Mail;
  if (/\.(png|jpe?g|webp|gif|tiff?)$/.test(name)) return FileImage;
  if (/\.(mp3|m4a|wav|ogg|oga|opus|webm|weba|aac|mp4)$/.test(name)) return FileAudio;
  return FileText;
}

export interface KnowledgeCardProps {
  file: KnowledgeFile;
  status: KnowledgeSyncStatus | undefined;
  now: Date;
  opening: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens "What the assistant reads" for this item. */
  onShowExtracted: () => void;
}

/**
 * One knowledge item in the library grid (docs/product-spec.md): name (opens the original), content type,
 * creation date, expiry indicator, sync indicator, edit/delete except for calendar items, and
 * "What the assistant reads".
 */
export function KnowledgeCard({
  file,
  status,
  now,
  opening,
  onOpen,
  onEdit,
  onDelete,
  onShowExtracted,
}: KnowledgeCardProps) {
  const Icon = iconFor(file);
  const expiry = expiryIndicator(file.expiry_date, now);
  const sync = syncIndicator(status);
  const locked = file.content_type === LOCKED_CONTENT_TYPE;

  return (
    <Card className="flex flex-col p-4" data-testid="knowledge-card" data-key={file.key}>
      <div className="flex items-start gap-3">
        <div className="rounded-lg bg-indigo-50 p-2">
          <Icon aria-hidden className="size-5 text-indigo-600" />
        </div>
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={onOpen}
            disabled={opening}
            title={file.fileName}
            className="line-clamp-2 w-full break-words text-left text-sm font-semibold text-slate-900 hover:text-indigo-700 hover:underline disabled:opacity-60"
          >
            {file.fileName}
          </button>
          <p className="mt-0.5 text-xs text-slate-500">
            Created {formatDateTime(file.created_at)} · {formatSize(file.size)}
          </p>
          {file.origin && (
            <p
              className="mt-0.5 truncate text-xs text-slate-500"
              title={file.origin}
              data-testid="knowledge-origin"
            >
              {file.origin}
            </p>
          )}
        </div>
        {!locked && (
          <div className="-mr-1 -mt-1 flex shrink-0">
            <IconButton
              icon={Pencil}
              label={`Edit ${file.fileName}`}
              onClick={onEdit}
              className="rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            />
            <IconButton
              icon={Trash2}
              label={`Delete ${file.fileName}`}
              onClick={onDelete}
              className="rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600"
            />
          </div>
        )}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone="indigo" data-testid="content-type">
          {file.content_type}
        </Badge>
        <Tooltip
          content={
            expiry.tone === 'never'
              ? 'This item never expires'
              : `Expiry: ${formatDateTime(file.expiry_date)}`
          }
        >
          <span
            tabIndex={0}
            className="inline-flex rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Badge tone={EXPIRY_TONES[expiry.tone]} data-testid="expiry" data-tone={expiry.tone}>
              <Clock aria-hidden className="size-3" />
              {expiry.label}
            </Badge>
          </span>
        </Tooltip>
      </div>

      {sync && (
        <p
          data-testid="sync"
          data-sync={sync.kind}
          className={cn(
            'mt-3 flex items-start gap-1.5 text-xs',
            sync.kind === 'failed'
              ? 'text-red-600'
              : sync.kind === 'note'
                ? 'text-yellow-800'
                : sync.kind === 'processing'
                  ? 'text-indigo-600'
                  : 'text-slate-500',
          )}
        >
          {sync.kind === 'failed' ? (
            <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0" />
          ) : sync.kind === 'note' ? (
            <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          ) : sync.kind === 'processing' ? (
            <LoaderCircle aria-hidden className="mt-px size-3.5 shrink-0 animate-spin" />
          ) : (
            <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
          )}
          <span className="break-words">{sync.text}</span>
        </p>
      )}

      <div className="mt-auto pt-3">
        <button
          type="button"
          onClick={onShowExtracted}
          className="inline-flex items-center gap-1.5 rounded-md text-xs font-medium text-indigo-600 hover:text-indigo-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <FileSearch aria-hidden className="size-3.5" />
          What the assistant reads
        </button>
      </div>
    </Card>
  );
}
