import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, MessageCircleQuestion, Send, X } from 'lucide-react';
import type { AnswerQuestionsResponse, UnansweredGroup } from '../../../contracts/questions.contract';
import { errorMessage } from '../../app/api';
import { formatDateTime } from '../../lib/format';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  IconButton,
  PageHeader,
  QueryState,
  SkeletonStack,
  Switch,
  useBanner,
} from '../../ui';
import {
  useAnswerQuestions,
  useDismissQuestions,
  useSetUnansweredSetting,
  useUnanswered,
  useUnansweredSetting,
} from './unanswered.api';
import { AnswerDialog } from './unanswered.answer-dialog';

/** What the last "Send and save" did, kept on screen until dismissed (failures need reading). */
interface Outcome {
  label: string;
  result: AnswerQuestionsResponse;
}

/**
 * /unanswered: parent questions the assistant declined on WhatsApp and nobody has handled yet,
 * grouped by topic (newest activity first). "Answer" saves one answer to the Knowledge Library and
 * optionally replies to the parents on WhatsApp; "Dismiss" (confirmed) closes a group unanswered.
 */
export default function UnansweredPage() {
  const list = useUnanswered();
  const answer = useAnswerQuestions();
  const dismiss = useDismissQuestions();
  const banner = useBanner({ successMs: 4000, errorMs: 8000 });
  const [answering, setAnswering] = useState<UnansweredGroup | null>(null);
  const [dismissing, setDismissing] = useState<UnansweredGroup | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const groups = list.data?.groups ?? [];

  return (
    <div>
      <PageHeader
        title="Unanswered"
        subtitle="Questions the assistant could not answer. Answer once: parents get the reply and the assistant learns it."
      />
      <Banner banner={banner.banner} onDismiss={banner.clear} className="mb-4" />
      <PassedToOfficeSetting onError={(message) => banner.showError(message)} />
      {outcome && <OutcomeCard outcome={outcome} onClose={() => setOutcome(null)} />}

      <QueryState
        query={list}
        loading={
          <SkeletonStack
            count={3}
            itemClassName="h-36"
            className="space-y-4"
            aria-label="Loading unanswered questions"
          />
        }
        error={{ message: errorMessage(list.error, 'Failed to load unanswered questions') }}
        empty={
          groups.length === 0 && (
            <EmptyState
              icon={CircleCheck}
              title="No unanswered questions"
              description="Every question parents asked on WhatsApp was answered or handled."
            />
          )
        }
      >
        <ul className="space-y-4" aria-label="Unanswered question groups">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                onAnswer={() => setAnswering(group)}
                onDismiss={() => setDismissing(group)}
              />
            </li>
          ))}
        </ul>
      </QueryState>

      {answering && (
        <AnswerDialog
          key={answering.id}
          group={answering}
          saving={answer.isPending}
          onCancel={() => setAnswering(null)}
          onSend={(body) =>
            answer.mutate(body, {
              onSuccess: (result) => {
                setOutcome({ label: answering.label, result });
                setAnswering(null);
              },
              onError: (error) => banner.showError(errorMessage(error, 'Failed to send the answer')),
            })
          }
        />
      )}

      <ConfirmDialog
        open={dismissing !== null}
        onOpenChange={(open) => !open && !dismiss.isPending && setDismissing(null)}
        title="Dismiss questions"
        message={
          dismissing && (
            <>
              Dismiss <strong>{dismissing.label}</strong> ({dismissing.count} question
              {dismissing.count === 1 ? '' : 's'}) without answering? Parents are not messaged and nothing is
              added to the library.
            </>
          )
        }
        confirmLabel="Dismiss"
        danger
        busy={dismiss.isPending}
        onConfirm={() => {
          if (!dismissing) return;
          dismiss.mutate(
            dismissing.queries.map((q) => q.id),
            {
              onSuccess: () => banner.showSuccess(`Dismissed “${dismissing.label}”`),
              onError: (error) => banner.showError(errorMessage(error, 'Failed to dismiss')),
              onSettled: () => setDismissing(null),
            },
          );
        }}
      />
    </div>
  );
}

function GroupCard({
  group,
  onAnswer,
  onDismiss,
}: {
  group: UnansweredGroup;
  onAnswer: () => void;
  onDismiss: () => void;
}) {
  return (
    <Card className="p-5" data-testid="unanswered-group">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <MessageCircleQuestion aria-hidden className="size-5 shrink-0 text-indigo-600" />
            <h2 className="truncate text-base font-semibold text-slate-900">{group.label}</h2>
            <Badge tone="orange" aria-label={`${group.count} questions`}>
              {group.count}
            </Badge>
          </div>
          <p className="mt-1 text-xs text-slate-500">
            {group.count === 1
              ? `Asked ${formatDateTime(group.last_asked_at)}`
              : `First asked ${formatDateTime(group.first_asked_at)} · last asked ${formatDateTime(group.last_asked_at)}`}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button icon={X} variant="secondary" onClick={onDismiss}>
            Dismiss
          </Button>
          <Button icon={Send} onClick={onAnswer}>
            Answer
          </Button>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-100">
        {group.queries.map((q) => (
          <li
            key={q.id}
            className="flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="min-w-0 text-sm text-slate-800">“{q.query}”</p>
            <p className="shrink-0 text-xs text-slate-500">
              <span className="font-medium text-slate-700">
                {q.parent_name ?? q.whatsapp_num ?? 'Unknown parent'}
              </span>
              {' · '}
              {formatDateTime(q.created_at)}
              {!q.within_window && (
                <Badge tone="slate" className="ml-2">
                  outside the 24-hour window
                </Badge>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function names(list: { parent_name: string | null; whatsapp_num: string }[]): string {
  return list.map((p) => p.parent_name ?? p.whatsapp_num).join(', ');
}

function OutcomeCard({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { result } = outcome;
  return (
    <Card className="mb-4 border-green-200 bg-green-50/60 p-4" role="status" data-testid="answer-outcome">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1 text-sm text-slate-800">
          <p className="font-semibold text-green-800">
            Saved “Answer: {outcome.label}” to the{' '}
            <Link className="underline" to="/knowledge-library">
              Knowledge Library
            </Link>
            . The assistant will use it from now on.
          </p>
          {result.notified.length > 0 && <p>Sent on WhatsApp to {names(result.notified)}.</p>}
          {result.sending && result.sending.length > 0 && (
            <p>Still sending on WhatsApp (retrying) to {names(result.sending)}.</p>
          )}
          {result.outside_window.length > 0 && (
            <p>Outside the 24-hour window, not messaged: {names(result.outside_window)}.</p>
          )}
          {result.failed.map((p) => (
            <p key={p.whatsapp_num} className="text-red-700">
              Not delivered to {p.parent_name ?? p.whatsapp_num}: {p.reason}
            </p>
          ))}
        </div>
        <IconButton
          icon={X}
          label="Close"
          onClick={onClose}
          className="rounded p-1 text-slate-500 hover:bg-white"
        />
      </div>
    </Card>
  );
}

/** The school setting behind the "passed to the school office" line of declined WhatsApp replies. */
function PassedToOfficeSetting({ onError }: { onError: (message: string) => void }) {
  const setting = useUnansweredSetting();
  const save = useSetUnansweredSetting();
  if (!setting.data) return null;
  return (
    <div className="mb-4 flex items-center gap-3 text-sm text-slate-700">
      <Switch
        id="passed-to-office"
        checked={setting.data.enabled}
        disabled={save.isPending}
        onCheckedChange={(enabled) =>
          save.mutate(enabled, {
            onError: (error) => onError(errorMessage(error, 'Failed to save the setting')),
          })
        }
      />
      <label htmlFor="passed-to-office">
        When the assistant cannot answer on WhatsApp, tell the parent their question was passed to the school
        office
      </label>
    </div>
  );
}
