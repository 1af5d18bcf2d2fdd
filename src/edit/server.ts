// The owner's editor's server: the editor's page, its script, and a small JSON API over the data
// folder's files (documents.ts) and photos (photos.ts). It is a door into the shop's files, so
// every request passes four checks before anything else: addressed to the loopback names only
// (DNS rebinding), carrying this run's secret as its first path segment (as Jupyter's token:
// another local user or a page that guesses the port has none), from this origin only (Origin and
// Sec-Fetch-Site; no CORS header is ever sent), and with the method its route takes. The browser
// names a kind of document, never a path.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_IMAGE_BYTES } from '../bundle/images.js';
import { MAX_FILE_BYTES } from '../load/documents.js';
import type { DocKind } from '../shared/types.js';
import { bundleValidators, type EditorAssets } from './assets.js';
import { EditDocs, isKind } from './documents.js';
import { savePhoto } from './photos.js';
import { editorSchema } from './schemas.js';

const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export interface EditServerOptions {
  dataDir: string;
  host: string;
  port: number;
  /** Where the live preview is served (the dev server's origin): the only site the editor may frame. */
  preview: string;
  /**
   * The preview's site now (the dev server's url): a GitHub Pages project site's pages are under
   * its base path, which a save of `siteUrl` moves. The origin's root when not given.
   */
  previewSite?: () => string;
  assets: () => Promise<EditorAssets>;
  /** The secret; a random one per run unless a test gives its own. */
  secret?: string;
  schemaDir?: string;
  /** Resolves once the preview has a file just saved (the dev server's rebuiltWith): a save answers then. */
  previewHas?: (file: string) => Promise<unknown>;
}

export interface EditServer {
  /** The address to open, secret included. */
  url: string;
  origin: string;
  secret: string;
  close(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startEditServer(options: EditServerOptions): Promise<EditServer> {
  const secret = options.secret ?? randomBytes(18).toString('base64url');
  let origin = '';
  // Read once per run: the validators the browser gets are compiled from the very schema it gets.
  const schemas = new Map<string, ReturnType<typeof editorSchema>>();
  const compiled = new Map<string, Promise<string>>();
  const schemaOf = (kind: DocKind, ofBrand: boolean) => {
    const key = `${kind}:${ofBrand}`;
    if (!schemas.has(key)) schemas.set(key, editorSchema(kind, options.schemaDir, ofBrand));
    return schemas.get(key)!;
  };
  const docs = new EditDocs(options.dataDir, (kind) => schemaOf(kind, false), options.previewHas);
  const previewSite = options.previewSite ?? (() => `${options.preview}/`);

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const refusal = error instanceof Refusal ? error : undefined;
      if (!refusal) process.stderr.write(`editor: internal error, please report it: ${(error as Error).stack ?? String(error)}\n`);
      if (res.headersSent) return void res.end();
      send(res, refusal?.status ?? 500, { error: refusal?.message ?? 'internal error: see the terminal' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!LOOPBACK_HOST.test(req.headers.host ?? '')) throw new Refusal(403, 'open the editor at the address it printed (127.0.0.1)');
    const from = req.headers.origin;
    if (from !== undefined && from !== origin && from !== `http://${req.headers.host}`) throw new Refusal(403, 'requests from another site are refused');
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new Refusal(403, 'requests from another site are refused');
    const url = new URL(req.url ?? '/', 'http://editor');
    const [first, ...rest] = url.pathname.split('/').slice(1);
    if (!sameSecret(first ?? '', secret)) throw new Refusal(403, 'this address needs the secret the editor printed: open the address shopsite edit printed');
    const route = rest.join('/');
    const method = req.method ?? 'GET';
    if (method === 'POST' && from === undefined) throw new Refusal(403, 'requests from another site are refused');

    if (method === 'GET' && route === '') return page(res);
    if (method === 'GET' && route === 'editor.js') return asset(res, (await options.assets()).script, 'text/javascript');
    if (method === 'GET' && route === 'editor.css') return asset(res, (await options.assets()).style, 'text/css');
    if (method === 'GET' && route === 'api/files') return send(res, 200, { preview: previewSite(), files: await docs.files() });
    const validators = /^validators\/([a-z]+)(-brand)?\.js$/.exec(route);
    if (method === 'GET' && validators) {
      const kind = validators[1]!;
      if (!isKind(kind)) throw new Refusal(404, 'not found');
      const key = route;
      if (!compiled.has(key)) compiled.set(key, bundleValidators(schemaOf(kind, Boolean(validators[2]))));
      return asset(res, await compiled.get(key)!, 'text/javascript');
    }
    const api = /^api\/(doc|check|save|photo)(?:\/(.*))?$/.exec(route);
    if (!api) throw new Refusal(404, 'not found');
    const [, action, name = ''] = api;
    if (action === 'photo') {
      if (method !== 'POST') throw new Refusal(405, 'photos are sent with POST');
      const bytes = await body(req, MAX_IMAGE_BYTES);
      return send(res, 200, await savePhoto(options.dataDir, url.searchParams.get('name') ?? '', bytes));
    }
    const kind = decodeURIComponent(name);
    if (!isKind(kind)) throw new Refusal(400, `"${kind}" is not one of the data files`);
    if (action === 'doc') {
      if (method !== 'GET') throw new Refusal(405, 'documents are read with GET');
      const opened = await docs.open(kind);
      return send(res, 200, { ...opened, schema: schemaOf(kind, opened.ofBrand), validators: `validators/${kind}${opened.ofBrand ? '-brand' : ''}.js` });
    }
    if (method !== 'POST') throw new Refusal(405, `${action} takes POST`);
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new Refusal(415, 'send JSON');
    const sent = json(await body(req, 2 * MAX_FILE_BYTES)) as { data?: unknown; version?: unknown; confirm?: unknown };
    if (action === 'check') return send(res, 200, await docs.check(kind, sent.data));
    if (typeof sent.version !== 'string') throw new Refusal(400, 'a save names the version it edits');
    // The places whose stand-in the owner says is right as it is: JSON Pointers into the file.
    const confirm = sent.confirm ?? [];
    if (!Array.isArray(confirm) || confirm.length > 1000 || !confirm.every((p) => typeof p === 'string' && /^(\/[^/]*)+$/.test(p))) throw new Refusal(400, 'confirm is a list of places in the file');
    return saveReply(res, kind, await docs.save(kind, sent.data, sent.version, confirm as string[]));
  }

  /** A save the data refuses (problems, a conflict) is an answer, not a failed request: its status says which. */
  function saveReply(res: ServerResponse, kind: DocKind, result: Awaited<ReturnType<EditDocs['save']>>) {
    send(res, 200, { kind, ...result, preview: previewSite() });
  }

  function page(res: ServerResponse) {
    res.writeHead(200, headers('text/html; charset=utf-8', options.preview)).end(editorPage());
  }

  function asset(res: ServerResponse, text: string, type: string) {
    res.writeHead(200, headers(`${type}; charset=utf-8`)).end(text);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host}:${port}`;
  return {
    url: `${origin}/${secret}/`,
    origin,
    secret,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** No CORS header, no caching, no referrer (the secret is in the address), never framed. */
function headers(type: string, preview?: string): Record<string, string> {
  return {
    'content-type': type,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      `frame-src ${preview ?? "'none'"}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ].join('; '),
  };
}

function send(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, headers('application/json; charset=utf-8')).end(JSON.stringify(value));
}

function json(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new Refusal(400, 'the request is not JSON');
  }
}

async function body(req: IncomingMessage, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Refusal(413, `too large: at most ${Math.round(limit / 1024 / 1024)} MB`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The editor's page: its text is in the HTML; the form comes with the script. */
function editorPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Edit your site · shopsite</title>
<link rel="stylesheet" href="editor.css">
<script type="module" src="editor.js"></script>
</head>
<body>
<div id="editor"><main class="loading"><h1>Edit your site</h1><p>Loading the editor…</p></main></div>
</body>
</html>
`;
}
