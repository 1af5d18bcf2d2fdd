// A static server for a built site, as static hosts serve it: clean URLs (/a/b and /a/b/ serve
// a/b/index.html), 404.html with status 404, 127.0.0.1 only. Used by preview.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

export function resolveFile(root: string, urlPath: string): string | undefined {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!);
  } catch {
    return undefined;
  }
  const full = path.resolve(root, `.${path.posix.normalize(clean)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function serveStatic(rootDir: string, options: { host: string; port: number }): Promise<Server> {
  const root = path.resolve(rootDir);
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const notFound = path.join(root, '404.html');
    const chosen = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!chosen) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    // Compress text as every static host does, so what preview shows is what visitors get.
    const type = contentType(chosen);
    const gzip = /text|xml|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(file ? 200 : 404, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (gzip) createReadStream(chosen).pipe(createGzip()).pipe(res);
    else createReadStream(chosen).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
