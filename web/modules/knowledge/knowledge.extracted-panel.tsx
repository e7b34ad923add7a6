import { FileSearch, LoaderCircle } from 'lucide-react';
import type { ExtractedUnit, KnowledgeFile } from '../../../contracts/knowledge.contract';
import { errorMessage } from '../../app/api';
import { formatDateTime } from '../../lib/format';
import { Badge, EmptyState, ErrorBox, Modal, Skeleton, cn, type BadgeTone } from '../../ui';
import { useExtracted } from './knowledge.api';
import {
  countsLine,
  highlightPieces,
  UNIT_KIND_LABELS,
  VALUE_TYPE_LABELS,
} from './knowledge.extracted-logic';

const KIND_TONES: Record<ExtractedUnit['kind'], BadgeTone> = {
  passage: 'slate',
  'table-row': 'blue',
  'ocr-block': 'orange',
};

const VALUE_CLASSES: Record<string, string> = {
  phone: 'bg-green-100 text-green-900',
  email: 'bg-blue-100 text-blue-900',
  url: 'bg-blue-100 text-blue-900',
  money: 'bg-yellow-100 text-yellow-900',
  time: 'bg-indigo-100 text-indigo-900',
  date: 'bg-orange-100 text-orange-900',
};

/** One unit: kind, heading trail, text with its typed values highlighted (type and value on hover). */
function UnitRow({ unit }: { unit: ExtractedUnit }) {
  return (
    <li
      className="border-b border-slate-100 py-3 last:border-0"
      data-testid="extracted-unit"
      data-kind={unit.kind}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={KIND_TONES[unit.kind]}>{UNIT_KIND_LABELS[unit.kind]}</Badge>
        {unit.heading && <span className="text-xs font-semibold text-slate-600">{unit.heading} ›</span>}
      </div>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line break-words text-slate-800">
        {highlightPieces(unit.text, unit.typedValues).map((piece, i) =>
          piece.value ? (
            <mark
              key={i}
              title={`${VALUE_TYPE_LABELS[piece.value.type]}: ${piece.value.value}`}
              data-value-type={piece.value.type}
              className={cn('rounded px-0.5', VALUE_CLASSES[piece.value.type])}
            >
              {piece.text}
            </mark>
          ) : (
            <span key={i}>{piece.text}</span>
          ),
        )}
      </p>
    </li>
  );
}

/**
 * "What the assistant reads" for one knowledge item: the units the assistant searches (passages,
 * table rows, image blocks) with headings and typed values highlighted, counts and when and how fast
 * the text was read; loading, still-reading, failed, empty and error states.
 */
export function ExtractedPanel({ file, onClose }: { file: KnowledgeFile; onClose: () => void }) {
  const query = useExtracted(file.key);
  const data = query.data?.data;

  let body;
  if (query.isPending) {
    body = (
      <div className="space-y-3" data-testid="extracted-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  } else if (query.isError || !data) {
    body = (
      <ErrorBox
        title="Could not load what the assistant reads"
        message={errorMessage(query.error, 'Failed to load extracted text')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data.syncStatus === 'PENDING' || data.syncStatus === 'PROCESSING') {
    body = (
      <EmptyState
        icon={LoaderCircle}
        title="This file is still being read"
        description="Its units appear here as soon as reading finishes."
      />
    );
  } else if (data.syncStatus === 'FAILED') {
    body = (
      <ErrorBox
        title="The assistant could not read this file"
        message={data.errorMessage ?? 'Reading failed'}
      />
    );
  } else if (data.units.length === 0) {
    body = (
      <EmptyState
        icon={FileSearch}
        title="Nothing was read from this file"
        description="The assistant has no text from it to answer with."
      />
    );
  } else {
    body = (
      <>
        <p className="text-xs text-slate-500" data-testid="extracted-counts">
          {countsLine(data)}
          {data.extractedAt && <> · read {formatDateTime(data.extractedAt)}</>}
        </p>
        {data.errorMessage && (
          <p
            className="mt-2 rounded-md bg-yellow-50 px-3 py-2 text-xs text-yellow-800"
            data-testid="extracted-note"
          >
            {data.errorMessage}
          </p>
        )}
        <ul className="mt-2">
          {data.units.map((unit, i) => (
            <UnitRow key={i} unit={unit} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="What the assistant reads"
      description={file.fileName}
      size="xl"
    >
      <div data-testid="extracted-panel">{body}</div>
    </Modal>
  );
}
