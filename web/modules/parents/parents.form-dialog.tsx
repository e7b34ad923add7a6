import { useState, type FormEvent } from 'react';
import {
  PARENT_NAME_MAX,
  PARENT_TEXTS,
  WHATSAPP_INPUT_MAX,
  WHATSAPP_PLACEHOLDER,
  type Parent,
  type ParentLanguage,
} from '../../../contracts/parents.contract';
import { isApiError } from '../../app/api';
import { DialogActions, ErrorBox, Input, Label, Modal } from '../../ui';
import { Select } from '../../ui/select';

/** Reply-language choices; "Detect automatically" lets the parent's WhatsApp messages decide. */
const LANGUAGE_OPTIONS = [
  { value: '', label: 'Detect automatically' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
];
import { useAddParent, useEditParent } from './parents.api';

export interface ParentFormDialogProps {
  /** `null` adds a parent; a parent edits that one. */
  parent: Parent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (message: string) => void;
}

/** Add or edit a parent (docs/product-spec.md: name and WhatsApp number required, international placeholder). */
export function ParentFormDialog({ parent, open, onOpenChange, onSaved }: ParentFormDialogProps) {
  const add = useAddParent();
  const edit = useEditParent();
  const busy = add.isPending || edit.isPending;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      preventClose={busy}
      title={parent ? 'Edit Parent' : 'Add Parent'}
      description="Only numbers in this directory can ask the assistant on WhatsApp."
    >
      {/* Remounted per opening so the fields start from the parent being edited (or empty). */}
      {open && (
        <ParentForm
          key={parent?.id ?? 'new'}
          parent={parent}
          add={add}
          edit={edit}
          onCancel={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

interface ParentFormProps {
  parent: Parent | null;
  add: ReturnType<typeof useAddParent>;
  edit: ReturnType<typeof useEditParent>;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

function ParentForm({ parent, add, edit, onCancel, onSaved }: ParentFormProps) {
  const [name, setName] = useState(parent?.name ?? '');
  const [number, setNumber] = useState(parent?.whatsapp_display ?? '');
  const [language, setLanguage] = useState<string>(parent?.language ?? '');
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending || edit.isPending;
  const complete = name.trim() !== '' && number.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    setError(null);
    try {
      if (parent) {
        await edit.mutateAsync({
          old_whatsapp_num: parent.whatsapp_num,
          name,
          whatsapp_num: number,
          language: language === '' ? null : (language as ParentLanguage),
        });
        onSaved(PARENT_TEXTS.updated);
      } else {
        await add.mutateAsync({ name, whatsapp_num: number });
        onSaved(PARENT_TEXTS.added);
      }
    } catch (err) {
      const fallback = parent ? PARENT_TEXTS.updateFailed : PARENT_TEXTS.addFailed;
      setError(isApiError(err) ? (err.serverMessage ?? fallback) : fallback);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <ErrorBox message={error} />}
      <div>
        <Label htmlFor="parent-name" required>
          Name
        </Label>
        <Input
          id="parent-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={PARENT_NAME_MAX}
          autoComplete="off"
          placeholder="Maria Garcia"
          required
          disabled={busy}
          autoFocus
        />
      </div>
      <div>
        <Label htmlFor="parent-number" required>
          WhatsApp Number
        </Label>
        <Input
          id="parent-number"
          type="tel"
          inputMode="tel"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          maxLength={WHATSAPP_INPUT_MAX}
          autoComplete="off"
          placeholder={WHATSAPP_PLACEHOLDER}
          aria-describedby="parent-number-hint"
          required
          disabled={busy}
        />
        <p id="parent-number-hint" className="mt-1.5 text-xs text-slate-500">
          International format with the country code, e.g. {WHATSAPP_PLACEHOLDER}.
        </p>
      </div>
      {parent && (
        <div>
          <Label htmlFor="parent-language">Reply language</Label>
          <Select
            id="parent-language"
            options={LANGUAGE_OPTIONS}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            disabled={busy}
            aria-describedby="parent-language-hint"
          />
          <p id="parent-language-hint" className="mt-1.5 text-xs text-slate-500">
            Set automatically from the parent&apos;s WhatsApp messages; change it if it is wrong.
          </p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <DialogActions
          onCancel={onCancel}
          busy={busy}
          label={parent ? 'Save Changes' : 'Add Parent'}
          busyLabel={parent ? 'Saving...' : 'Adding...'}
          disabled={!complete}
          submit
        />
      </div>
    </form>
  );
}
