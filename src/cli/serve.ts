// A static server for a built site, as Netlify and Cloudflare Pages serve it: clean URLs (/a/b and
// /a/b/ serve a/b/index.html), 404.html with status 404, the headers of `_headers` (so the
// Content-Security-Policy is in force) and the redirects of `_redirects`, gzip for text; on
// 127.0.0.1 only. Used by `shopsite preview`, the browser tests and the scripts.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { fileCandidates } from '../check.js';

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
  return fileCandidates(urlPath)
    .map((f) => path.join(root, f))
    .find((f) => existsSync(f) && statSync(f).isFile());
}

interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** `_headers`: a path pattern (a trailing * matches any rest) on a line, its headers indented below. */
export function readHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** `_redirects`: "from to [status]" per line. */
export function readRedirects(text: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) rules.set(from, { to, status: Number(status) || 301 });
  }
  return rules;
}

const matches = (pattern: string, urlPath: string) => (pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern);

export function serveStatic(rootDir: string, options: { host: string; port: number }): Promise<Server> {
  const root = path.resolve(rootDir);
  const read = (name: string) => (existsSync(path.join(root, name)) ? readFileSync(path.join(root, name), 'utf8') : '');
  const headerRules = readHeaderRules(read('_headers'));
  const redirects = readRedirects(read('_redirects'));
  const server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split(/[?#]/)[0]!;
    const redirect = redirects.get(urlPath);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.to }).end();
      return;
    }
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
    const fromRules = Object.assign({}, ...headerRules.filter((r) => matches(r.pattern, urlPath)).map((r) => r.headers)) as Record<string, string>;
    res.writeHead(file ? 200 : 404, {
      'cache-control': 'no-cache',
      ...fromRules,
      'content-type': type,
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
