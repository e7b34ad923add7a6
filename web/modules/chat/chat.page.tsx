import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MessageSquare, SendHorizontal, Trash2 } from 'lucide-react';
import { MAX_QUESTION_LENGTH } from '../../../contracts/assistant.contract';
import { ApiError } from '../../app/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { newChatUserId, useSendChatMessage } from './chat.api';
import { ChatBubble, ThinkingBubble, type ChatMessage } from './chat.components';

/** The chat's fixed replies when the engine fails or answers nothing (docs/product-spec.md Chat). */
export const CHAT_ERROR_TEXT = "Sorry, I'm having trouble responding right now. Please try again later.";
export const CHAT_EMPTY_RESPONSE_TEXT = "I received your message but couldn't generate a response.";
/** Too many questions in a minute (429): the server's own sentence says who and how long to wait. */
export const CHAT_RATE_LIMITED_TEXT =
  'You have asked a lot of questions in the last minute. Please wait a moment and try again.';

let counter = 0;
const messageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * The test chat (docs/product-spec.md Chat): the same engine parents reach on WhatsApp,
 * answering as the signed-in school. Messages live only in this page's state; a clear starts a new
 * conversation with a new user id. Empty/whitespace messages are not sent, nothing is sent while a
 * reply is pending, and the text is trimmed.
 */
export default function ChatPage() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [userId, setUserId] = useState(newChatUserId);
  const [pending, setPending] = useState(false);
  // A reply that arrives after "clear" belongs to the old conversation and is dropped.
  const conversation = useRef(userId);
  const send = useSendChatMessage();
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, pending]);

  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const submit = async () => {
    const text = draft.trim();
    if (!text || pending) return;
    const sentIn = userId;
    setMessages((m) => [...m, { id: messageId(), text, isUser: true, isError: false }]);
    setDraft('');
    setPending(true);
    let reply: ChatMessage;
    try {
      const data = await send.mutateAsync({ query: text, user_id: sentIn });
      const response = typeof data?.response === 'string' ? data.response.trim() : '';
      reply = { id: messageId(), text: response || CHAT_EMPTY_RESPONSE_TEXT, isUser: false, isError: false };
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429;
      const text = limited ? (error.serverMessage ?? CHAT_RATE_LIMITED_TEXT) : CHAT_ERROR_TEXT;
      reply = { id: messageId(), text, isUser: false, isError: true };
    }
    if (conversation.current !== sentIn) return;
    setMessages((m) => [...m, reply]);
    setPending(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const clear = () => {
    const next = newChatUserId();
    conversation.current = next;
    setUserId(next);
    setMessages([]);
    setPending(false);
    setDraft('');
  };

  return (
    <div className="flex h-[calc(100dvh-3rem)] flex-col lg:h-[calc(100dvh-4rem)]">
      <PageHeader
        title="Chat"
        subtitle="Test the knowledge base chat functionality"
        actions={
          messages.length > 0 && (
            <Button icon={Trash2} variant="secondary" size="sm" onClick={clear} aria-label="Clear chat">
              Clear chat
            </Button>
          )
        }
      />
      <Card className="flex min-h-0 flex-1 flex-col overflow-hidden">
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6" aria-live="polite">
          {messages.length === 0 && !pending ? (
            <EmptyState
              className="h-full"
              icon={MessageSquare}
              title="Ready to start chatting?"
              description="Ask a question the way a parent would. This is the same chatbot parents reach on WhatsApp, answering from your school's knowledge."
            />
          ) : (
            <div className="space-y-4">
              {messages.map((m) => (
                <ChatBubble key={m.id} message={m} />
              ))}
              {pending && <ThinkingBubble />}
              <div ref={endRef} />
            </div>
          )}
        </div>
        <form onSubmit={onSubmit} className="border-t border-slate-200 bg-slate-50/60 px-4 py-3 sm:px-6">
          <div className="flex items-end gap-2">
            <label htmlFor="chat-input" className="sr-only">
              Message
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              rows={2}
              value={draft}
              maxLength={MAX_QUESTION_LENGTH}
              disabled={pending}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Type your message here..."
              className="max-h-40 min-h-[2.75rem] flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100"
            />
            <Button
              type="submit"
              size="icon"
              className="size-11"
              disabled={pending || draft.trim() === ''}
              aria-label="Send message"
            >
              <SendHorizontal aria-hidden className="size-5" />
            </Button>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            Press Enter to send • These chats are for testing only and will not be saved
          </p>
        </form>
      </Card>
    </div>
  );
}
