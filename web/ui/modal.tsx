import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from './button';
import { cn } from './cn';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** While true, Escape, outside clicks and the X button do nothing (e.g. during an upload). */
  preventClose?: boolean;
  className?: string;
}

// Radix gives focus trapping, Escape/outside-click handling and scroll locking; we only add the
// busy guard so a running request cannot be orphaned by an accidental click.
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  preventClose = false,
  className,
}: ModalProps) {
  const handleOpenChange = (next: boolean) => {
    if (!next && preventClose) return;
    onOpenChange(next);
  };
  const block = (event: Event) => {
    if (preventClose) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none',
            widths[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-slate-500">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={preventClose}
              className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children !== undefined && <div className="overflow-y-auto px-5 py-4">{children}</div>}
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-5 py-3">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface DialogActionsProps {
  onCancel: () => void;
  /** The action is running: Cancel is disabled and the action shows a spinner and `busyLabel`. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The action's own condition (e.g. a required field is empty). */
  disabled?: boolean;
  onAction?: () => void;
  /** The action is its form's submit button: the form it stands in, or the one `form` names. */
  submit?: boolean;
  form?: string;
}

/** The buttons of a form dialog: Cancel, then the action, which reads `busyLabel` while it runs. */
export function DialogActions(props: DialogActionsProps) {
  const { onCancel, busy, label, busyLabel, disabled, onAction, submit, form } = props;
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type={submit ? 'submit' : 'button'}
        form={form}
        disabled={disabled}
        loading={busy}
        onClick={onAction}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

export interface FormDialogProps extends Omit<ModalProps, 'onOpenChange' | 'footer' | 'preventClose'> {
  /** Cancel, Escape, an outside click and the X all end here. */
  onCancel: () => void;
  /** The dialog's request is running: nothing closes it and the action reads its `busyLabel`. */
  busy: boolean;
  action: Omit<DialogActionsProps, 'onCancel' | 'busy'>;
}

/**
 * A form dialog: a Modal whose footer is DialogActions. Every way out is `onCancel`, and none of
 * them works while `busy`, so a running request is never orphaned by a click beside the dialog.
 */
export function FormDialog({ onCancel, busy, action, ...modal }: FormDialogProps) {
  return (
    <Modal
      {...modal}
      onOpenChange={(next) => !next && onCancel()}
      preventClose={busy}
      footer={<DialogActions onCancel={onCancel} busy={busy} {...action} />}
    />
  );
}
