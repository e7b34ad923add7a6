import { Bot, User } from 'lucide-react';
import { cn } from '../../ui/cn';
import { Markdown } from '../../ui/markdown';

/** A chat-screen message (docs/product-spec.md: local only, never stored). */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  isError: boolean;
}

/** One bubble: the tester's text as typed (plain), the bot's reply as sanitized markdown. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  return (
    <div className={cn('flex items-end gap-2', message.isUser ? 'justify-end' : 'justify-start')}>
      {!message.isUser && (
        <span className="mb-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600">
          <Bot aria-hidden className="size-4" />
        </span>
      )}
      <div
        data-testid={
          message.isUser ? 'chat-user-message' : message.isError ? 'chat-error-message' : 'chat-bot-message'
        }
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-sm sm:max-w-[75%]',
          message.isUser && 'rounded-br-sm bg-indigo-600 whitespace-pre-wrap text-white',
          !message.isUser &&
            !message.isError &&
            'rounded-bl-sm border border-slate-200 bg-white text-slate-800',
          message.isError && 'rounded-bl-sm border border-red-200 bg-red-50 text-red-700',
        )}
      >
        {message.isUser || message.isError ? message.text : <Markdown content={message.text} />}
      </div>
      {message.isUser && (
        <span className="mb-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600">
          <User aria-hidden className="size-4" />
        </span>
      )}
    </div>
  );
}

/** The pending bubble while the bot answers (docs/product-spec.md: "Thinking..."). */
export function ThinkingBubble() {
  return (
    <div className="flex items-end gap-2" role="status" aria-live="polite">
      <span className="mb-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600">
        <Bot aria-hidden className="size-4" />
      </span>
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-2.5 text-sm text-slate-500 shadow-sm">
        <span className="flex gap-1" aria-hidden>
          <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
        </span>
        Thinking...
      </div>
    </div>
  );
}
