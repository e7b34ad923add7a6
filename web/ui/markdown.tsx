import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from './cn';

// There is no typography plugin, so each element gets compact styles suited to chat bubbles and
// table cells rather than long-form articles.
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className="text-indigo-600 underline hover:text-indigo-800"
    />
  ),
  p: ({ node: _node, ...props }) => <p {...props} className="my-1.5 first:mt-0 last:mb-0" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-1.5 list-disc space-y-0.5 pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-1.5 list-decimal space-y-0.5 pl-5" />,
  h1: ({ node: _node, ...props }) => <h1 {...props} className="mt-2 mb-1 text-base font-semibold" />,
  h2: ({ node: _node, ...props }) => <h2 {...props} className="mt-2 mb-1 text-base font-semibold" />,
  h3: ({ node: _node, ...props }) => <h3 {...props} className="mt-2 mb-1 text-sm font-semibold" />,
  strong: ({ node: _node, ...props }) => <strong {...props} className="font-semibold" />,
  code: ({ node: _node, ...props }) => (
    <code {...props} className="rounded bg-slate-100 px-1 py-0.5 text-[0.85em]" />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre {...props} className="my-2 overflow-x-auto rounded bg-slate-100 p-2" />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="my-2 border-l-2 border-slate-300 pl-3 text-slate-600" />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table {...props} className="border-collapse text-sm" />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th {...props} className="border border-slate-200 px-2 py-1 text-left font-semibold" />
  ),
  td: ({ node: _node, ...props }) => <td {...props} className="border border-slate-200 px-2 py-1" />,
};

export interface MarkdownProps {
  /** Markdown text from the server (answers are model or extract output, so never trusted). */
  content: string;
  className?: string;
}

// react-markdown never renders raw HTML without rehype-raw; rehype-sanitize additionally strips
// dangerous URLs (javascript:) and attributes from what markdown itself produces.
export function Markdown({ content, className }: MarkdownProps) {
  return (
    <div className={cn('text-sm leading-relaxed break-words', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
