import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where `vite build` writes the console (vite.config.ts). */
export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/**
 * Serve the built SPA: hashed assets cached for a year, index.html never cached, and every
 * non-API path falls back to index.html so client routes (/dashboard, …) load on refresh.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web bundle missing: run `npm run build`');
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      res.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
    }
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
