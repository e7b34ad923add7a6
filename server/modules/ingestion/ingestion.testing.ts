import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../testing/test-app.js';

/**
 * Test helpers of the ingestion suites: seed a school, a knowledge file row and its blob exactly as
 * the knowledge module's upload does, and read back the file's state and chunks.
 */
export async function seedSchool(t: TestApp): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `INSERT INTO schools (name) VALUES ('Oakwood Primary') RETURNING id`,
  );
  return row!.id;
}

export async function seedFile(
  t: TestApp,
  input: { schoolId: string; fileName: string; mimeType: string; body: Buffer; enqueue?: boolean },
): Promise<string> {
  const key = `${input.schoolId}/${randomUUID()}/${input.fileName}`;
  await t.deps.storage.put(key, input.body, input.mimeType);
  const [row] = await t.database.query<{ id: string }>(
    `INSERT INTO knowledge_files (school_id, key, file_name, content_type, mime_type, size, sync_status)
     VALUES ($1, $2, $3, 'handbook', $4, $5, 'PENDING') RETURNING id`,
    [input.schoolId, key, input.fileName, input.mimeType, input.body.length],
  );
  if (input.enqueue !== false) await t.deps.queue.enqueue('knowledge.ingest', { fileId: row!.id });
  return row!.id;
}

export async function fileState(
  t: TestApp,
  fileId: string,
): Promise<{ sync_status: string; error_message: string | null } | undefined> {
  const [row] = await t.database.query<{ sync_status: string; error_message: string | null }>(
    'SELECT sync_status, error_message FROM knowledge_files WHERE id = $1',
    [fileId],
  );
  return row;
}

export async function chunksOf(
  t: TestApp,
  fileId: string,
): Promise<{ ordinal: number; title: string; heading: string; content: string; school_id: string }[]> {
  return t.database.query(
    'SELECT ordinal, title, heading, content, school_id FROM knowledge_chunks WHERE file_id = $1 ORDER BY ordinal',
    [fileId],
  );
}

/** A real HTTP server on 127.0.0.1 standing in for an outside API; records request bodies. */
export async function startStubServer(
  handler: (req: IncomingMessage, body: Buffer, res: ServerResponse) => void,
): Promise<{
  url: string;
  requests: { url: string; headers: IncomingMessage['headers']; body: Buffer }[];
  close(): Promise<void>;
}> {
  const requests: { url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
