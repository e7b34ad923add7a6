import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { LANGUAGE_NAMES, type Parent } from '../../../contracts/parents.contract';
import { Button, Skeleton, Table, TBody, TD, TH, THead, TR } from '../../ui';
import { formatDateTime } from '../../lib/format';

export interface ParentsTableProps {
  parents: Parent[];
  onEdit: (parent: Parent) => void;
  onDelete: (parent: Parent) => void;
}

/**
 * The directory: a table from 640 px up (the date column from 1024 px, where the content area is
 * wide enough), a stacked list on phones (a table does not fit beside the icon rail). Names are rendered as text (React escapes), so "=HYPERLINK(…)" shows
 * literally.
 */
export function ParentsTable(props: ParentsTableProps) {
  return (
    <>
      <div className="hidden sm:block">
        <WideTable {...props} />
      </div>
      <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Parents">
        {props.parents.map((parent) => (
          <li key={parent.id} className="flex items-center gap-2 py-3 pr-2 pl-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{parent.name}</p>
              <p className="text-sm text-slate-600 tabular-nums">{parent.whatsapp_display}</p>
            </div>
            <RowActions parent={parent} {...props} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** An icon button of a row: titled with its verb, named "<verb> <parent's name>" for screen readers. */
function RowAction(props: {
  icon: LucideIcon;
  verb: string;
  name: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button
      icon={props.icon}
      variant="ghost"
      size="icon"
      aria-label={`${props.verb} ${props.name}`}
      title={props.verb}
      className={props.className}
      onClick={props.onClick}
    />
  );
}

function RowActions({ parent, onEdit, onDelete }: { parent: Parent } & Omit<ParentsTableProps, 'parents'>) {
  return (
    <div className="flex shrink-0 items-center justify-end">
      <RowAction icon={Pencil} verb="Edit" name={parent.name} onClick={() => onEdit(parent)} />
      <RowAction
        icon={Trash2}
        verb="Delete"
        name={parent.name}
        className="hover:bg-red-50 hover:text-red-600"
        onClick={() => onDelete(parent)}
      />
    </div>
  );
}

function WideTable({ parents, onEdit, onDelete }: ParentsTableProps) {
  return (
    <Table aria-label="Parents">
      <THead>
        <tr>
          <TH>Name</TH>
          <TH>WhatsApp Number</TH>
          <TH className="hidden md:table-cell">Language</TH>
          <TH className="hidden lg:table-cell">Added</TH>
          <TH className="w-px text-right">
            <span className="sr-only">Actions</span>
          </TH>
        </tr>
      </THead>
      <TBody>
        {parents.map((parent) => (
          <TR key={parent.id}>
            <TD className="align-middle font-medium break-words text-slate-900">{parent.name}</TD>
            <TD className="align-middle whitespace-nowrap tabular-nums">{parent.whatsapp_display}</TD>
            <TD className="hidden align-middle whitespace-nowrap text-slate-500 md:table-cell">
              {parent.language ? LANGUAGE_NAMES[parent.language] : '—'}
            </TD>
            <TD className="hidden align-middle whitespace-nowrap text-slate-500 lg:table-cell">
              {formatDateTime(parent.created_at)}
            </TD>
            <TD className="py-2 align-middle">
              <RowActions parent={parent} onEdit={onEdit} onDelete={onDelete} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

/** Placeholder rows while the directory loads. */
export function ParentsTableSkeleton() {
  return (
    <div className="space-y-3 px-5 py-4" aria-busy="true" aria-label="Loading parents">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 w-36 sm:block" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
