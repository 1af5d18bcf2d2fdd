// Stage 6, hosting: how the site must be served, as plain data (security headers with the CSP,
// the cache policy of hashed assets, redirects, the trailing-slash policy, the 404 page, the base
// path), derived once from the route table and the data; then one small writer per host turns
// that data into the files the host reads. No rule is written twice by hand: `preview` serves from
// the same data (kept in the output's manifest), never by parsing a host's text format back.
//
// Hosts and what each reads (their documentation, 2026):
// - vercel: the Build Output API v3, .vercel/output/config.json (routes) and .vercel/output/static/;
// - cloudflare (Pages) and netlify: _headers and _redirects at the root, 404.html;
// - github-pages: no rules at all; a project site lives under /<repo>/, so the base path comes
//   from siteUrl and the CSP goes into each page as a <meta http-equiv>;
// - static: any file server; the README lists the headers it should send.
import { problem } from '../shared/problems.js';
import { contentSecurityPolicy } from './publish.js';
import type { OutputFile, Problem, Route, SiteData } from '../shared/types.js';
import { MANIFEST } from '../write.js';

export type HostName = SiteData['shop']['host'];

export interface HeaderRule {
  /** A path pattern, `*` for any rest: /* or /assets/* (with the base path). */
  path: string;
  headers: Record<string, string>;
  /**
   * Its headers replace those of the same name that earlier rules set on its paths, instead of
   * joining them (as hosts do with two values): the content manager's own policy at /admin/, since
   * a browser enforces every Content-Security-Policy it is sent.
   */
  replaces?: boolean;
}

export interface Redirect {
  /** An exact path with the base path; a page-like path (ending in /) also matches without its slash. */
  from: string;
  /** A path of the site (with the base path) or an https address. */
  to: string;
  status: 301 | 302;
}

/**
 * Everything a host must know to serve the site, as plain data. The trailing-slash policy is the
 * site's one policy (routes.ts pagePath): each writer and `preview` redirect /a to /a/.
 */
export interface HostRules {
  host: HostName;
  /** '' at a domain's root; '/repo' for a GitHub Pages project site. */
  base: string;
  headers: HeaderRule[];
  redirects: Redirect[];
  /** The not-found page, answered with status 404 for any path that is no file. */
  notFound: string;
  /** Vercel Web Analytics is on: its script and event endpoint live under /_vercel/insights/. */
  vercelAnalytics: boolean;
}

/** Hashed asset names never change content: browsers may keep them for a year. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The base path of a site address: /repo for https://owner.github.io/repo/, '' at a root. */
export function basePath(baseUrl: string): string {
  return new URL(baseUrl).pathname.replace(/\/+$/, '');
}

/**
 * `site` undefined: a site of no third parties and no redirects of its own (the brand's hub), whose
 * pages may ask for the visitor's location (`geolocation`: its locator's Use my location).
 */
export function hostRules(routes: Route[], site: SiteData | undefined, host: HostName, base: string, { geolocation = false } = {}): HostRules {
  const review = routes.find((r) => r.kind === 'review-redirect');
  const inSite = (to: string) => (to.startsWith('/') ? `${base}${to}` : to);
  return {
    host,
    base,
    headers: [
      {
        path: `${base}/*`,
        headers: {
          'Content-Security-Policy': contentSecurityPolicy(site),
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'X-Frame-Options': 'SAMEORIGIN',
          'Permissions-Policy': `camera=(), microphone=(), geolocation=(${geolocation ? 'self' : ''})`,
        },
      },
      // HTML keeps the hosts' default (revalidate every time): a Cache-Control for /* would be
      // joined with this one, since hosts combine the headers of every rule that matches.
      { path: `${base}/assets/*`, headers: { 'Cache-Control': ASSET_CACHE } },
    ],
    redirects: [
      ...(review && site ? [{ from: `${base}${review.path}`, to: site.shop.links.review, status: 302 as const }] : []),
      // The shop's own: old addresses moved for good.
      ...routes.filter((r) => r.kind === 'redirect').map((r) => ({ from: `${base}${r.path}`, to: inSite(r.target!), status: 301 as const })),
    ],
    notFound: `${base}/404.html`,
    vercelAnalytics: site?.shop.thirdParty.analytics.provider === 'vercel',
  };
}

/** Both forms of a page-like path (/a and /a/), one of any other (/old.html). */
export function redirectSources(from: string): string[] {
  return from.endsWith('/') && from !== '/' ? [from.slice(0, -1), from] : [from];
}

/** Cloudflare Pages' documented limits (developers.cloudflare.com/pages/configuration/). */
export const CLOUDFLARE_LIMITS = { redirects: 2000, redirectLine: 1000, headerRules: 100, headerLine: 2000 };

/**
 * _headers: a path pattern, then its `Name: value` lines indented (Netlify and Cloudflare Pages).
 * A rule that replaces: Cloudflare joins the values of every matching rule, and drops an earlier
 * rule's header on `! Name` (developers.cloudflare.com/pages/configuration/headers/#detach-a-header);
 * Netlify knows no `!` and serves the last matching rule's value of a header.
 */
export function headersFile(rules: HostRules): string {
  const detach = (rule: HeaderRule) => (rule.replaces && rules.host === 'cloudflare' ? Object.keys(rule.headers).map((name) => `  ! ${name}`) : []);
  return `${rules.headers.flatMap((rule) => [rule.path, ...detach(rule), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)]).join('\n')}\n`;
}

/**
 * _redirects: `from to status`, a line for each form of each path. Netlify serves a file that
 * exists before an unforced rule, and the build leaves a redirect page at each old address (for
 * hosts with no rules), so its rules are forced (`301!`); Cloudflare Pages applies redirects
 * before files and knows no `!`.
 */
export function redirectsFile(rules: HostRules): string {
  const force = rules.host === 'netlify' ? '!' : '';
  return rules.redirects.flatMap((r) => redirectSources(r.from).map((from) => `${from} ${r.to} ${r.status}${force}\n`)).join('') + hideManifest(rules);
}

/**
 * The build's manifest (write.ts) stays in the output, where the next build reads it, but it is no
 * visitor's business. Netlify's uploader leaves out every name that starts with a dot, GitHub's
 * upload-pages-artifact (v4 and later) every hidden file, and Vercel serves only
 * .vercel/output/static/; Cloudflare Pages' uploader takes dot files, so its address is rewritten
 * (status 200 rules are rewrites) to one that holds no file: Cloudflare answers 404.html with 404.
 * Its rules match the address as sent, so one with the dot percent-encoded still reaches the file.
 */
function hideManifest(rules: HostRules): string {
  return rules.host === 'cloudflare' ? `${rules.base}/${MANIFEST} ${rules.base}/${MANIFEST}.none 200\n` : '';
}

/** A route of the Build Output API v3 (vercel.com/docs/build-output-api/v3/configuration#routes). */
export type VercelRoute =
  | { src: string; status?: number; headers?: Record<string, string>; dest?: string; continue?: boolean }
  | { handle: 'filesystem' | 'error' | 'miss' | 'hit' | 'rewrite' | 'resource' };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A header rule's path pattern (`*` any rest) as a route's `src`. */
const patternSource = (pattern: string) => `^${pattern.split('*').map(escapeRegex).join('(.*)')}$`;

/**
 * The routes of .vercel/output/config.json: redirects (each in one hop, with or without the
 * slash), then the slash policy as Vercel's own `trailingSlash: true` writes it (a path whose
 * last segment has no dot gets a 308 to its slash form; /_vercel/ is the platform's), then the
 * headers (`continue`, so every match adds its own), the files, and 404.html for the rest.
 */
export function vercelRoutes(rules: HostRules): VercelRoute[] {
  const base = escapeRegex(rules.base);
  return [
    ...rules.redirects.map((r) => {
      const [bare, slashed] = redirectSources(r.from);
      return { src: `^${escapeRegex(bare!)}${slashed ? '/?' : ''}$`, status: r.status, headers: { Location: r.to } };
    }),
    { src: `^${base}/(?!_vercel/)(?<page>(?:[^/]+/)*[^/.]+)$`, status: 308, headers: { Location: `${rules.base}/$page/` } },
    ...rules.headers.flatMap((rule, i) => headerRoutes(rule, rules.headers.slice(i + 1).filter((r) => r.replaces))),
    { handle: 'filesystem' as const },
    { src: `^${base}/.*$`, status: 404, dest: rules.notFound },
  ];
}

/**
 * A header rule's routes. A header that a later rule replaces is not left to how Vercel combines
 * two routes' values: its route leaves the later rule's paths out (a negative lookahead).
 */
function headerRoutes(rule: HeaderRule, replacing: HeaderRule[]): VercelRoute[] {
  const replacedBy = (name: string) => replacing.filter((r) => Object.keys(r.headers).some((n) => n.toLowerCase() === name.toLowerCase()));
  const kept = Object.entries(rule.headers).filter(([name]) => replacedBy(name).length === 0);
  const replaced = Object.entries(rule.headers).filter(([name]) => replacedBy(name).length > 0);
  const prefixes = [...new Set(replaced.flatMap(([name]) => replacedBy(name).map((r) => escapeRegex(r.path.split('*')[0]!))))];
  return [
    ...(kept.length ? [{ src: patternSource(rule.path), headers: Object.fromEntries(kept), continue: true }] : []),
    ...(replaced.length ? [{ src: `^(?!${prefixes.join('|')})${patternSource(rule.path).slice(1)}`, headers: Object.fromEntries(replaced), continue: true }] : []),
  ];
}

export interface HostOutput {
  files: OutputFile[];
  problems: Problem[];
}

/**
 * The files the host reads, beside the site's own `files`: Vercel's Build Output (the site again
 * under .vercel/output/static/, written as hard links), or _headers and _redirects, or .nojekyll
 * (GitHub Pages would otherwise run Jekyll, which leaves out files whose names start with _).
 */
/** The copies a host needs of one file of the site (Vercel: the whole site again under .vercel/output/static/). */
export function hostCopies(rules: Pick<HostRules, 'host'>, file: OutputFile): OutputFile[] {
  return rules.host === 'vercel' ? [{ file: `.vercel/output/static/${file.file}`, contents: file.contents, sameAs: file.file }] : [];
}

export function hostFiles(rules: HostRules, files: OutputFile[]): HostOutput {
  switch (rules.host) {
    case 'vercel': {
      const config = { version: 3, routes: vercelRoutes(rules) };
      return {
        files: [{ file: '.vercel/output/config.json', contents: `${JSON.stringify(config, null, 2)}\n` }, ...files.flatMap((f) => hostCopies(rules, f))],
        problems: [],
      };
    }
    case 'cloudflare':
    case 'netlify': {
      const redirects = redirectsFile(rules);
      const out: OutputFile[] = [{ file: '_headers', contents: headersFile(rules) }, ...(redirects ? [{ file: '_redirects', contents: redirects }] : [])];
      return { files: out, problems: rules.host === 'cloudflare' ? cloudflareLimits(rules) : [] };
    }
    case 'github-pages':
      return { files: [{ file: '.nojekyll', contents: '' }], problems: [] };
    case 'static':
      return { files: [], problems: [] };
  }
}

/** What Cloudflare Pages would refuse or cut: too many redirects or header rules, lines too long. */
function cloudflareLimits(rules: HostRules): Problem[] {
  const problems: Problem[] = [];
  const lines = redirectsFile(rules).split('\n').filter(Boolean);
  const long = (text: string, limit: number) => text.split('\n').find((l) => l.length > limit);
  if (lines.length > CLOUDFLARE_LIMITS.redirects) problems.push(problem('host-limit', { host: 'Cloudflare Pages', what: `${lines.length} redirect lines`, limit: `${CLOUDFLARE_LIMITS.redirects}` }));
  const longRedirect = long(lines.join('\n'), CLOUDFLARE_LIMITS.redirectLine);
  if (longRedirect) problems.push(problem('host-limit', { host: 'Cloudflare Pages', what: `a redirect line of ${longRedirect.length} characters`, limit: `${CLOUDFLARE_LIMITS.redirectLine} characters` }));
  if (rules.headers.length > CLOUDFLARE_LIMITS.headerRules) problems.push(problem('host-limit', { host: 'Cloudflare Pages', what: `${rules.headers.length} header rules`, limit: `${CLOUDFLARE_LIMITS.headerRules}` }));
  const longHeader = long(headersFile(rules), CLOUDFLARE_LIMITS.headerLine);
  if (longHeader) problems.push(problem('host-limit', { host: 'Cloudflare Pages', what: `a header line of ${longHeader.length} characters`, limit: `${CLOUDFLARE_LIMITS.headerLine} characters` }));
  return problems;
}

/**
 * Vercel Web Analytics' script exists only on Vercel's deployments: anywhere else every page
 * would ask for /_vercel/insights/script.js and get a 404. A warning at the setting.
 */
export function hostWarnings(site: SiteData, host: HostName): Problem[] {
  if (site.shop.thirdParty.analytics.provider !== 'vercel' || host === 'vercel') return [];
  return [
    problem('analytics-host', { host }, { severity: 'warning', source: { kind: 'shop', path: '/thirdParty/analytics/provider' } }),
  ];
}
