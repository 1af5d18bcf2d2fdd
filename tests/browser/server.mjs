// Serves a built site on 127.0.0.1 and a free port for browser tests and screenshots, as static
// hosts do: clean URLs, 404.html with status 404, and the headers of the site's own _headers file
// (so the Content-Security-Policy is in force). Third-party hosts never get a request: tests
// answer them with stubs.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.xml': 'application/xml', '.txt': 'text/plain', '.svg': 'image/svg+xml' };

/** The _headers format of Netlify and Cloudflare Pages: a path pattern, then indented headers. */
function readHeaders(root) {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

const matches = (pattern, urlPath) => (pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern);

export async function startPreview(dir) {
  const root = path.resolve(dir);
  const rules = readHeaders(root);
  const server = createServer((req, res) => {
    const clean = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    const full = path.resolve(root, `.${path.posix.normalize(clean)}`);
    const candidates = full.startsWith(root) ? [full, path.join(full, 'index.html')] : [];
    const file = candidates.find((f) => existsSync(f) && statSync(f).isFile());
    const chosen = file ?? path.join(root, '404.html');
    const headers = { 'content-type': TYPES[path.extname(chosen)] ?? 'application/octet-stream' };
    for (const rule of rules) if (matches(rule.pattern, clean)) Object.assign(headers, rule.headers);
    res.writeHead(file ? 200 : 404, headers);
    createReadStream(chosen).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
