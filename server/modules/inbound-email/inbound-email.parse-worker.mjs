// Worker thread of inbound-email.parse.ts: parses raw messages (one at a time, sent as messages)
// with mailparser and turns HTML into text, so a pathological message burns this thread (killed at
// the time budget), never the worker process's event loop. Plain JavaScript so it runs the same
// under tsx, vitest and node.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { simpleParser } from 'mailparser';
import { convert } from 'html-to-text';

const { limits } = workerData;

/** Reject before parsing what no real mail has: a huge top-level header block or thousands of fields. */
function checkHeaders(buffer) {
  const head = buffer.subarray(0, limits.maxHeaderBytes + 4).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  if (end === -1 && buffer.length > limits.maxHeaderBytes) return 'headersTooLarge';
  const block = end === -1 ? head : head.slice(0, end);
  const fields = block.split(/\r?\n(?![ \t])/).length;
  return fields > limits.maxHeaderFields ? 'headersTooLarge' : null;
}

function htmlToText(html) {
  return convert(html, {
    wordwrap: false,
    limits: { maxInputLength: 5_000_000, maxDepth: 200, maxChildNodes: 50_000 },
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
      { selector: 'style', format: 'skip' },
      { selector: 'script', format: 'skip' },
    ],
  });
}

const PARSE_OPTIONS = {
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
};

function bodyText(mail) {
  const html = typeof mail.html === 'string' ? mail.html : '';
  return mail.text && mail.text.trim() ? mail.text : html ? htmlToText(html) : '';
}

/**
 * A message forwarded "as attachment" (message/rfc822, Outlook's default for some users) becomes a
 * text attachment with its own headers and body, so it is indexed like a forwarded body. One level
 * only; if it cannot be read it stays as it was (and is recorded as an unsupported kind).
 */
async function forwardedAsAttachment(a) {
  try {
    const inner = await simpleParser(a.content, PARSE_OPTIONS);
    const lines = [
      `Subject: ${inner.subject ?? ''}`,
      inner.from?.text && `From: ${inner.from.text}`,
      inner.date instanceof Date &&
        !Number.isNaN(inner.date.getTime()) &&
        `Date: ${inner.date.toISOString()}`,
      inner.to && `To: ${addressText(inner.to)}`,
    ].filter(Boolean);
    const base = (a.filename ?? '').replace(/\.eml$/i, '') || inner.subject || 'forwarded message';
    return {
      ...a,
      filename: `${base}.txt`,
      contentType: 'text/plain',
      contentDisposition: 'attachment',
      related: false,
      cid: '',
      content: Buffer.from(`${lines.join('\n')}\n\n${bodyText(inner).trim()}\n`, 'utf8'),
    };
  } catch {
    return a;
  }
}

function addressText(field) {
  const first = Array.isArray(field) ? field[0] : field;
  if (!first) return '';
  return first.text ?? '';
}

function senderOf(field) {
  const first = Array.isArray(field) ? field[0] : field;
  const v = first?.value?.[0];
  if (!v) return '';
  if (v.name && v.address) return `${v.name} <${v.address}>`;
  return v.address || v.name || '';
}

async function parse(raw) {
  const buffer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const headerProblem = checkHeaders(buffer);
  if (headerProblem) return { ok: false, reason: headerProblem };
  let mail;
  try {
    mail = await simpleParser(buffer, PARSE_OPTIONS);
  } catch (err) {
    return {
      ok: false,
      reason: /header/i.test(String(err?.message)) ? 'headersTooLarge' : 'unreadable',
      detail: String(err?.message ?? err),
    };
  }
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = bodyText(mail);
  const transfer = [];
  const parts = [];
  for (const a of mail.attachments ?? [])
    parts.push(a.contentType === 'message/rfc822' ? await forwardedAsAttachment(a) : a);
  const attachments = parts.map((a) => {
    const content = new Uint8Array(a.content ?? Buffer.alloc(0));
    transfer.push(content.buffer);
    const cid = a.cid ? String(a.cid).replace(/^<|>$/g, '') : '';
    return {
      filename: a.filename ?? '',
      contentType: (a.contentType ?? 'application/octet-stream').toLowerCase(),
      contentDisposition: (a.contentDisposition ?? '').toLowerCase(),
      related: !!a.related,
      cid,
      referencedByHtml: !!cid && html.includes(`cid:${cid}`),
      size: content.byteLength,
      content,
    };
  });
  return {
    ok: true,
    mail: {
      subject: mail.subject ?? '',
      sender: senderOf(mail.from),
      from: addressText(mail.from),
      to: addressText(mail.to),
      cc: addressText(mail.cc),
      date: mail.date instanceof Date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
      text: text.trim(),
      attachments,
    },
    transfer,
  };
}

parentPort.on('message', (raw) => {
  parse(raw).then(
    (result) => {
      const { transfer = [], ...message } = result;
      parentPort.postMessage(message, transfer);
    },
    (err) => parentPort.postMessage({ ok: false, reason: 'unreadable', detail: String(err?.message ?? err) }),
  );
});
