import { useId, useState } from 'react';
import {
  DEFAULT_EXPIRY_TIME,
  READ_ONLY_CONTENT_TYPES,
  type KnowledgeFile,
  type UpdateKnowledgeInput,
} from '../../../contracts/knowledge.contract';
import { FormDialog, Input, Label, Select } from '../../ui';
import { formatDateTime } from '../../lib/format';
import { NeverOrCustomExpiry, type NeverOrCustom } from './custom-expiry-fields';
import { editExpiryDefaults } from './knowledge.logic';
import { CONTENT_TYPE_OPTIONS } from './upload-dialog';

export interface EditDialogProps {
  file: KnowledgeFile;
  saving: boolean;
  onCancel: () => void;
  onSave: (update: UpdateKnowledgeInput) => void;
}

/**
 * Edit a knowledge item (docs/product-spec.md): file name and upload date read-only; content type one of
 * the five (read-only for e-mail items); expiry Never or Custom (date no earlier than today, time
 * default 23:59). Mount it with `key={file.key}` so each item starts from its own values.
 */
export function EditDialog({ file, saving, onCancel, onSave }: EditDialogProps) {
  const ids = useId();
  const defaults = editExpiryDefaults(file.expiry_date);
  const readOnlyType = (READ_ONLY_CONTENT_TYPES as readonly string[]).includes(file.content_type);
  const [contentType, setContentType] = useState(file.content_type);
  const [expiry, setExpiry] = useState<NeverOrCustom>({
    type: defaults.expiryType,
    date: defaults.date,
    time: defaults.time || DEFAULT_EXPIRY_TIME,
  });
  const { type: expiryType, date, time } = expiry;
  const typeOptions = CONTENT_TYPE_OPTIONS.some((o) => o.value === file.content_type)
    ? CONTENT_TYPE_OPTIONS
    : [
        { value: file.content_type, label: file.content_type, disabled: !readOnlyType },
        ...CONTENT_TYPE_OPTIONS,
      ];
  const invalidType = !readOnlyType && !CONTENT_TYPE_OPTIONS.some((o) => o.value === contentType);
  const canSave = !saving && !invalidType && (expiryType === 'never' || date !== '');

  return (
    <FormDialog
      open
      onCancel={onCancel}
      busy={saving}
      title="Edit Knowledge"
      action={{
        label: 'Save Changes',
        busyLabel: 'Saving...',
        disabled: !canSave,
        onAction: () =>
          onSave({
            key: file.key,
            contentType,
            expiryType,
            expiryDate: expiryType === 'custom' ? date : '',
            expiryTime: expiryType === 'custom' ? time || DEFAULT_EXPIRY_TIME : '',
          }),
      }}
    >
      <div className="space-y-4">
        <div>
          <Label htmlFor={`${ids}-name`}>File Name</Label>
          <Input id={`${ids}-name`} value={file.fileName} readOnly disabled />
        </div>
        <div>
          <Label htmlFor={`${ids}-created`}>Upload Date</Label>
          <Input id={`${ids}-created`} value={formatDateTime(file.created_at)} readOnly disabled />
        </div>
        <div>
          <Label htmlFor={`${ids}-type`}>Content Type</Label>
          <Select
            id={`${ids}-type`}
            value={contentType}
            disabled={saving || readOnlyType}
            options={typeOptions}
            onChange={(e) => setContentType(e.target.value)}
          />
          {readOnlyType && (
            <p className="mt-1 text-xs text-slate-500">The content type of e-mail items cannot be changed.</p>
          )}
        </div>
        <NeverOrCustomExpiry idPrefix={ids} value={expiry} disabled={saving} onChange={setExpiry}>
          <p className="mt-2 text-xs text-slate-500">
            Content will not appear in parent queries after the expiry date and time.
          </p>
        </NeverOrCustomExpiry>
      </div>
    </FormDialog>
  );
}
