// A static server for a built site, as its host serves it, on 127.0.0.1 only; used by `shopsite
// preview`, the browser tests and the scripts. sirv answers for files (type, Content-Length, ETag
// and 304, Range); this layer adds the host's rules, read as data from the build's manifest (the
// HostRules of src/hosting/index.ts, never a host's text format): the base path (a GitHub Pages project
// site under /repo/), redirects (both slash forms in one hop), clean URLs (/a/ serves
// a/index.html, /a redirects to /a/: 308 on Vercel, 301 elsewhere), 404.html with status 404, the
// headers of every matching rule on hosts that send them (Vercel, Cloudflare, Netlify), a stand-in
// for Vercel Web Analytics that records events, gzip for text, GET and HEAD only.
// `shopsite build` swaps the folder in with two renames: a request that meets a missing folder,
// or a folder that changed while it was answered, waits and is answered again from the new one.
// Where the hosts differ from this (and from each other):
// - /a.html and /a/index.html are served as asked, where Cloudflare redirects them to /a and /a/;
// - redirects apply before files, as on Cloudflare and Vercel (Netlify lets a file shadow an
//   unforced rule: there /review/ serves review/index.html); the request's query is not passed on;
// - only gzip (the hosts also send brotli), weak ETags from size and time (theirs hash contents),
//   one byte range (`bytes=a-b`, `bytes=a-`; other forms get the whole file, RFC 9110 §14.2).
import { fstatSync, readdirSync, readFileSync, statSync, type ReadStream, type Stats } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { fileCandidates } from '../check/index.js';
import { redirectSources, type HostName, type HostRules } from '../hosting/index.js';
import { MANIFEST } from '../write.js';
import { ANALYTICS_EVENT, ANALYTICS_LOG, ANALYTICS_SCRIPT, STAND_IN_SCRIPT, readEvent, type AnalyticsEvent } from './analytics-stand-in.js';

export function contentType(file: string): string {
  const type = lookup(file) ?? (path.extname(file).toLowerCase() === '.ico' ? 'image/x-icon' : 'application/octet-stream');
  // Builds write UTF-8; saying so keeps browsers from guessing (and nosniff from refusing).
  return compressible(type) && !type.startsWith('image/') ? `${type}; charset=utf-8` : type;
}

const compressible = (type: string) => /^text\/|[/+](xml|json)$|javascript$/.test(type);

/** GET and HEAD only, as a static host: anything else gets 405 with Allow (RFC 9110 §15.5.6). */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  // The analytics stand-in's event endpoint takes the events the script sends.
  if (req.method === 'POST' && req.url === ANALYTICS_EVENT) return false;
  res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
  return true;
}

/** A host path pattern: `*` matches any rest (the splat), `:name` one segment. */
function pathPattern(pattern: string): RegExp {
  let splat = false;
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (part !== '*') return `(?<${part.slice(1)}>[^/]+)`;
      return splat ? '.*' : ((splat = true), '(?<splat>.*)');
    })
    .join('');
  try {
    return new RegExp(`^${source}$`);
  } catch {
    // A placeholder named twice: match the pattern as written.
    return new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  }
}

interface HeaderRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
  replaces?: boolean;
}

interface RedirectRule {
  /** Exact paths: a page-like path in both slash forms. */
  from: string[];
  to: string;
  status: number;
}

/** What this server does for the build it serves: its host's rules, as data. */
interface Served {
  host?: HostName;
  base: string;
  headers: HeaderRule[];
  redirects: RedirectRule[];
  /** The status of the redirect from /a to /a/. */
  slash: number;
  /** Vercel Web Analytics is on: the stand-in answers (vercel), or the script is missing and said so once (any other host). */
  analytics?: 'stand-in' | 'missing';
}

/** The manifest's host rules as served; a build without them (an older one) is served as plain files. */
function servedRules(manifest: { host?: HostRules } | undefined): Served {
  const rules = manifest?.host;
  if (!rules) return { base: '', headers: [], redirects: [], slash: 301 };
  // GitHub Pages and a plain file server send none of the site's headers.
  const sendsHeaders = rules.host === 'vercel' || rules.host === 'cloudflare' || rules.host === 'netlify';
  return {
    host: rules.host,
    base: rules.base,
    headers: sendsHeaders ? rules.headers.map((h) => ({ pattern: pathPattern(h.path), headers: Object.entries(h.headers).map(([n, v]) => [n.toLowerCase(), v]), replaces: h.replaces })) : [],
    redirects: rules.redirects.map((r) => ({ from: redirectSources(r.from), to: r.to, status: r.status })),
    slash: rules.host === 'vercel' ? 308 : 301,
    analytics: rules.vercelAnalytics ? (rules.host === 'vercel' ? 'stand-in' : 'missing') : undefined,
  };
}

/**
 * Hosts join the values of a header that several matching rules set (Cloudflare's docs say so),
 * but for a rule that replaces them (hosting/index.ts HeaderRule), as each host's file says.
 */
function ruleHeaders(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules.filter((r) => r.pattern.test(urlPath))) {
    for (const [name, value] of rule.headers) merged[name] = merged[name] && !rule.replaces ? `${merged[name]}, ${value}` : value;
  }
  return merged;
}

/** Files of the build that are for the host, not for visitors (dot files are never served). */
const HIDDEN = new Set(['_headers', '_redirects']);
// The hosts' default for files _headers says nothing about: revalidate on every visit.
const DEFAULT_HEADERS = { 'cache-control': 'public, max-age=0, must-revalidate' };

interface Generation extends Served {
  id: string;
}

/** The served folder as it is now (undefined while a build swaps it): a new build is a new folder. */
function generationId(root: string): string | undefined {
  try {
    const s = statSync(root);
    return s.isDirectory() ? `${s.dev}:${s.ino}:${s.birthtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

/** `shopsite build` leaves `.<name>.shopsite-tmp-…` and `.<name>.shopsite-old-…` beside the folder while it swaps. */
function swapInProgress(root: string): boolean {
  const prefix = `.${path.basename(root)}.shopsite-`;
  try {
    return readdirSync(path.dirname(root)).some((name) => name.startsWith(prefix));
  } catch {
    return false;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Stands in for the response while sirv answers, so nothing reaches the client until the file is open and is the one sirv measured. */
class Held extends PassThrough {
  statusCode = 200;
  readonly fields: OutgoingHttpHeaders = {};
  stats?: Stats;
  source?: ReadStream;
  getHeader(): undefined {
    return undefined;
  }
  setHeader(name: string, value: string | number): this {
    this.fields[name.toLowerCase()] = value;
    return this;
  }
  writeHead(status: number, fields: OutgoingHttpHeaders = {}): this {
    this.statusCode = status;
    for (const [name, value] of Object.entries(fields)) this.setHeader(name, value as string);
    return this;
  }
}

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body?: Readable | string;
  /** The file behind `body`, closed if the client leaves first. */
  source?: ReadStream;
}

// Ranges sirv reads right (it takes `bytes=0-0` for the whole file and `bytes=-5` as 0-5): others get the whole file.
function forwarded(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const range = /^bytes=(\d+)-(\d*)$/.exec(headers.range ?? '');
  const usable = range && !headers['if-range'] && (range[2] === '' || (Number(range[2]) >= Number(range[1]) && range[2] !== '0'));
  return { ...(usable ? { range: headers.range } : {}), ...(headers['if-none-match'] ? { 'if-none-match': headers['if-none-match'] } : {}) };
}

export interface ServeOptions {
  host: string;
  port: number;
  /** Each page view and event the analytics stand-in receives (preview prints them). */
  onAnalytics?: (event: AnalyticsEvent) => void;
  /** Said once: the build asks for Vercel's analytics script on a host that has none. */
  onWarning?: (message: string) => void;
}

export function serveStatic(rootDir: string, options: ServeOptions): Promise<Server> {
  const root = path.resolve(rootDir);
  const recorded: AnalyticsEvent[] = [];
  let warned = false;

  /** The analytics stand-in's answers (Vercel builds), or a 404 that says why (other hosts). */
  const analyticsAnswer = (mode: NonNullable<Served['analytics']>, host: string | undefined, urlPath: string): Answer | undefined => {
    const text = (status: number, body: string, type = 'text/plain; charset=utf-8'): Answer => ({ status, headers: { 'content-type': type, 'cache-control': 'no-store' }, body });
    if (mode === 'missing') {
      if (urlPath !== ANALYTICS_SCRIPT) return undefined;
      const why = `Vercel Web Analytics is on in shop.yaml, but this build is for host "${host}": ${ANALYTICS_SCRIPT} exists only on Vercel deployments`;
      if (!warned) options.onWarning?.(why);
      warned = true;
      return text(404, `${why}\n`);
    }
    if (urlPath === ANALYTICS_SCRIPT) return text(200, STAND_IN_SCRIPT, 'text/javascript; charset=utf-8');
    if (urlPath === ANALYTICS_LOG) return text(200, `${JSON.stringify(recorded)}\n`, 'application/json; charset=utf-8');
    return undefined;
  };

  /** POST /_vercel/insights/event: the stand-in's events, kept in order. */
  const record = async (req: IncomingMessage, res: ServerResponse) => {
    const site = generation();
    let body = '';
    for await (const chunk of req) {
      body += String(chunk);
      if (body.length > 65_536) return void res.writeHead(413).end();
    }
    const event = site?.analytics === 'stand-in' ? readEvent(body) : undefined;
    if (!event) return void res.writeHead(site?.analytics === 'stand-in' ? 400 : 404).end();
    recorded.push(event);
    options.onAnalytics?.(event);
    res.writeHead(204).end();
  };
  const files = sirv(root, { dev: true, etag: true, extensions: [], setHeaders: (res, _path, stats) => ((res as unknown as Held).stats = stats) });
  let current: Generation | undefined;

  const generation = (): Generation | undefined => {
    const id = generationId(root);
    if (!id || id === current?.id) return id ? current : undefined;
    let manifest: { host?: HostRules } | undefined;
    try {
      manifest = JSON.parse(readFileSync(path.join(root, MANIFEST), 'utf8')) as { host?: HostRules };
    } catch {
      // no manifest (a folder shopsite did not write), or the folder went: the check below tries again
    }
    const next = { id, ...servedRules(manifest) };
    // Rules from the folder we measured, or none yet.
    if (generationId(root) !== id) return undefined;
    return (current = next);
  };

  /** sirv's answer for one file, or undefined if the file went away between its stat and its open. */
  const viaSirv = (file: string, headers: IncomingHttpHeaders) =>
    new Promise<Answer | undefined>((resolve) => {
      const held = new Held();
      // Errors reach the client through pipeline(); until then there is nobody to tell.
      held.on('error', () => {});
      held.on('pipe', (source: ReadStream) => {
        held.source = source;
        // sirv pipes without listening for errors: a file removed before it opens would crash the process.
        source.on('error', (error) => {
          held.destroy(error);
          resolve(undefined);
        });
        source.once('open', (fd: number) => {
          const opened = fstatSync(fd);
          if (opened.ino === held.stats?.ino && opened.dev === held.stats.dev) resolve({ status: held.statusCode, headers: held.fields, body: held, source });
          else resolve((source.destroy(), held.destroy(), undefined));
        });
      });
      let missing = false;
      try {
        files({ url: encodeURI(`/${file}`), headers } as IncomingMessage, held as unknown as ServerResponse, () => void (missing = true));
      } catch {
        missing = true; // the file went between sirv's existsSync and its statSync
      }
      if (missing) resolve(undefined);
      else if (!held.source) resolve({ status: held.statusCode, headers: held.fields }); // 304 or 416
    });

  /** One try at an answer; undefined when the folder is missing or was replaced meanwhile. */
  const attempt = async (req: IncomingMessage): Promise<Answer | undefined> => {
    const site = generation();
    if (!site) return undefined;
    const url = req.url ?? '/';
    const at = url.search(/[?#]/);
    const pathname = at === -1 ? url : url.slice(0, at);
    const query = url[at] === '?' ? url.slice(at).split('#')[0]! : '';
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // Undecodable: no rule and no file matches it, so it gets the not-found page.
    }
    const redirect = site.redirects.find((r) => r.from.includes(decoded));
    if (redirect) return { status: redirect.status, headers: { location: redirect.to } };
    if (site.analytics && decoded.startsWith('/_vercel/insights/')) {
      const answer = analyticsAnswer(site.analytics, site.host, decoded);
      if (answer) return answer;
    }
    // A project site lives under its base path: anything else is another site's (not found).
    if (site.base && decoded === site.base) return { status: site.slash, headers: { location: `${site.base}/${query}` } };
    const inSite = !site.base || decoded.startsWith(`${site.base}/`);
    const sitePath = site.base && inSite ? pathname.slice(site.base.length) : pathname;
    const withRules = (answer: Answer, file: string): Answer => {
      const type = contentType(file);
      const headers: OutgoingHttpHeaders = { ...answer.headers, ...DEFAULT_HEADERS, 'content-type': type };
      if (compressible(type)) headers.vary = 'accept-encoding';
      if (answer.status === 304) {
        // Only what updates a cached copy (RFC 9110 §15.4.5); sirv sends none of it.
        headers.etag = req.headers['if-none-match'];
        delete headers['content-type'];
      }
      return { ...answer, headers: { ...headers, ...ruleHeaders(site.headers, decoded) } };
    };

    // /a tries a, a/index.html, a.html; /a/ only a/index.html (the rule files are never served).
    const candidates = inSite ? fileCandidates(sitePath).map((f) => (HIDDEN.has(f) || f.split('/').some((part) => part.startsWith('.')) ? undefined : f)) : [];
    const found = candidates.find((f) => f && isFile(path.join(root, f)));
    if (found && candidates.length > 1 && found === candidates[1]) {
      // The hosts redirect /a to /a/ when a/index.html is the page, so relative links resolve alike.
      const location = site.base + encodeURI(`/${found.slice(0, -'index.html'.length)}`).replace(/[?#]/g, encodeURIComponent) + query;
      return { status: site.slash, headers: { location } };
    }
    if (found) {
      const answer = await viaSirv(found, forwarded(req.headers));
      if (answer) return withRules(answer, found);
      // Gone between our look and sirv's: a swap (try again), or deleted (then it is not found).
      if (generationId(root) !== site.id) return undefined;
    }
    const notFound = isFile(path.join(root, '404.html')) ? await viaSirv('404.html', {}) : undefined;
    // A page that is missing only because the folder was being swapped is not a 404.
    if (generationId(root) !== site.id) return void notFound?.source?.destroy();
    if (notFound) return withRules({ ...notFound, status: 404 }, '404.html');
    return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not found\n' };
  };

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    if (refuseMethod(req, res)) return;
    if (req.method === 'POST') return record(req, res);
    const started = Date.now();
    let answer: Answer | undefined;
    for (let tries = 0; !(answer = await attempt(req)); tries++) {
      // A swap takes a moment; a folder deleted for good should not keep the browser waiting.
      if (Date.now() - started > (swapInProgress(root) ? 10_000 : 1_000)) {
        answer = { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }, body: `${rootDir} is not there; build the site again\n` };
        break;
      }
      await delay(Math.min(5 * 2 ** tries, 100));
    }
    const { status, headers, body, source } = answer;
    const whole = status === 200 || status === 404;
    if (whole && headers.vary && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      // Compress text as every static host does, so what preview shows is what visitors get.
      headers['content-encoding'] = 'gzip';
      delete headers['content-length'];
    }
    if (typeof body === 'string') headers['content-length'] = Buffer.byteLength(body);
    res.writeHead(status, headers);
    if (!body || req.method === 'HEAD') {
      if (typeof body !== 'string') (body?.destroy(), source?.destroy());
      res.end();
    } else if (typeof body === 'string') {
      res.end(body);
    } else {
      const streams = headers['content-encoding'] === 'gzip' ? [body, createGzip(), res] : [body, res];
      pipeline(streams as [Readable, ServerResponse], (error) => {
        source?.destroy();
        if (error) res.destroy();
      });
    }
  };

  const server = createServer((req, res) => {
    respond(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`internal error: ${error.message}\n`);
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
