/**
 * The built site deployed to a folder of its own and served as plain static files on a free
 * port, so a test can put a new version up (change a file) while pages are open.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

export interface Deployed {
  origin: string;
  dir: string;
  close(): void;
}

/** `from`: the build to deploy (E2E_DIST when a test run serves another build, else dist/). */
export async function deploy(from = process.env.E2E_DIST || 'dist'): Promise<Deployed> {
  const dir = mkdtempSync(join(tmpdir(), 'nw-deploy-'));
  cpSync(from, dir, { recursive: true });
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) return void res.writeHead(404).end('not found');
    res
      .writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      })
      .end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = address && typeof address === 'object' ? (address satisfies AddressInfo).port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    dir,
    close() {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
