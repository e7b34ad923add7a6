import { useId, useState } from 'react';
import {
  STAFF_ANSWER_MAX,
  type AnswerQuestionsInput,
  type UnansweredGroup,
} from '../../../contracts/questions.contract';
import { DEFAULT_EXPIRY_TIME } from '../../../contracts/knowledge.contract';
import { FormDialog, Label, Textarea } from '../../ui';
import { NeverOrCustomExpiry, type NeverOrCustom } from '../knowledge/custom-expiry-fields';

/** Distinct parents of a group, split by whether WhatsApp still lets the office reply. */
export function parentsOf(group: UnansweredGroup) {
  const byNumber = new Map<string, { name: string; within: boolean }>();
  for (const q of group.queries) {
    if (!q.whatsapp_num || byNumber.has(q.whatsapp_num)) continue;
    byNumber.set(q.whatsapp_num, { name: q.parent_name ?? q.whatsapp_num, within: q.within_window });
  }
  const all = [...byNumber.values()];
  return { within: all.filter((p) => p.within), outside: all.filter((p) => !p.within) };
}

/**
 * "Answer once": a short plain-text answer (≤ 1,000 characters), its expiry (never / custom, as at
 * upload) and "Reply to the parents who asked". One idempotency key per opening, so a double click
 * on "Send and save" saves one item and messages each parent once.
 */
export function AnswerDialog(props: {
  group: UnansweredGroup;
  saving: boolean;
  onCancel: () => void;
  onSend: (body: AnswerQuestionsInput) => void;
}) {
  const ids = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [answer, setAnswer] = useState('');
  const [expiry, setExpiry] = useState<NeverOrCustom>({ type: 'never', date: '', time: DEFAULT_EXPIRY_TIME });
  const { type: expiryType, date, time } = expiry;
  const [notify, setNotify] = useState(true);
  const { within, outside } = parentsOf(props.group);
  const length = answer.trim().length;
  const tooLong = answer.length > STAFF_ANSWER_MAX;
  const canSend = !props.saving && length > 0 && !tooLong && (expiryType === 'never' || date !== '');

  return (
    <FormDialog
      open
      size="lg"
      onCancel={props.onCancel}
      busy={props.saving}
      title={`Answer: ${props.group.label}`}
      description={`${props.group.count} question${props.group.count === 1 ? '' : 's'} from parents. The answer is saved to the Knowledge Library, so the assistant can use it next time.`}
      action={{
        label: 'Send and save',
        busyLabel: 'Sending...',
        disabled: !canSend,
        onAction: () =>
          props.onSend({
            query_ids: props.group.queries.map((q) => q.id),
            answer: answer.trim(),
            expiryType,
            expiryDate: expiryType === 'custom' ? date : undefined,
            expiryTime: expiryType === 'custom' ? time || DEFAULT_EXPIRY_TIME : undefined,
            notify,
            idempotency_key: idempotencyKey,
          }),
      }}
    >
      <div className="space-y-4">
        <div>
          <Label htmlFor={`${ids}-answer`} required>
            Answer
          </Label>
          <Textarea
            id={`${ids}-answer`}
            rows={5}
            value={answer}
            invalid={tooLong}
            disabled={props.saving}
            placeholder="Write the answer as parents should read it"
            onChange={(e) => setAnswer(e.target.value)}
          />
          <p className={`mt-1 text-xs ${tooLong ? 'text-red-600' : 'text-slate-500'}`} aria-live="polite">
            {answer.length.toLocaleString('en-US')} / {STAFF_ANSWER_MAX.toLocaleString('en-US')} characters
            {tooLong ? ' — shorten the answer' : ''}
          </p>
        </div>
        <NeverOrCustomExpiry idPrefix={ids} value={expiry} disabled={props.saving} onChange={setExpiry} />
        <div className="rounded-lg border border-slate-200 p-3">
          <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-indigo-600"
              checked={notify}
              disabled={props.saving}
              onChange={(e) => setNotify(e.target.checked)}
            />
            Reply to the parents who asked
          </label>
          <p className="mt-1 pl-6 text-xs text-slate-500">
            {within.length > 0
              ? `Sent on WhatsApp to ${within.map((p) => p.name).join(', ')}.`
              : 'No parent can be messaged right now.'}
            {outside.length > 0 &&
              ` Outside the 24-hour window (not messaged): ${outside.map((p) => p.name).join(', ')}.`}
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
