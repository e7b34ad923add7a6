/**
 * A recording OpenAI-compatible Chat Completions server on 127.0.0.1 for the context-recall pass:
 * it stores every request's messages and answers with a fixed, valid grounded-answer JSON (so the
 * product takes its LLM path end to end without a model). Context recall is then judged on what the
 * product put into the prompt, not on what a model would make of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedPrompt {
  model: string;
  messages: { role: string; content: string }[];
}

export interface LlmRecorder {
  baseUrl: string;
  prompts: RecordedPrompt[];
  close(): Promise<void>;
}

/** The fixed model reply: a valid answer JSON, marked resolved. */
export const RECORDED_ANSWER = 'Recorded for the context-recall pass.';

/** Start the recorder; `POST /v1/chat/completions` records and replies, anything else is 404. */
export async function startLlmRecorder(): Promise<LlmRecorder> {
  const prompts: RecordedPrompt[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      try {
        prompts.push(JSON.parse(body) as RecordedPrompt);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const content = JSON.stringify({ answer: RECORDED_ANSWER, resolved: true, category: 'general' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'rec',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const QUESTION_MARKER = "Parent's question:";

/**
 * A recorded prompt's user messages joined with newlines, and where the last "Parent's question:"
 * starts in that text (-1 when the prompt has none).
 */
function userTextAndQuestionAt(prompt: RecordedPrompt): { user: string; cut: number } {
  const user = prompt.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
  return { user, cut: user.lastIndexOf(QUESTION_MARKER) };
}

/** The passages part of a recorded prompt (the user message before "Parent's question:"). */
export function promptPassages(prompt: RecordedPrompt): string {
  const { user, cut } = userTextAndQuestionAt(prompt);
  return cut >= 0 ? user.slice(0, cut) : user;
}

/** The parent's question a recorded prompt was built for (or '' when the format is unknown). */
export function promptQuestion(prompt: RecordedPrompt): string {
  const { user, cut } = userTextAndQuestionAt(prompt);
  return cut >= 0 ? user.slice(cut + QUESTION_MARKER.length).trim() : '';
}
