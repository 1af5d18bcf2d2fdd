// Serves a built site on 127.0.0.1 and a free port for browser tests and screenshots, as static
// hosts do (clean URLs, 404.html with status 404). Third-party hosts never get a request: the
// page's external scripts are answered by routes in the tests themselves.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.xml': 'application/xml', '.txt': 'text/plain', '.svg': 'image/svg+xml' };

export async function startPreview(dir) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    const clean = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    const full = path.resolve(root, `.${path.posix.normalize(clean)}`);
    const candidates = full.startsWith(root) ? [full, path.join(full, 'index.html')] : [];
    const file = candidates.find((f) => existsSync(f) && statSync(f).isFile());
    const chosen = file ?? path.join(root, '404.html');
    res.writeHead(file ? 200 : 404, { 'content-type': TYPES[path.extname(chosen)] ?? 'application/octet-stream' });
    createReadStream(chosen).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
