// `shopsite preview`: serves the built output on 127.0.0.1 until Ctrl-C. A fleet's output (one
// folder per shop, no index.html at the top) is not one site: each shop's pages link /assets/… at
// the root, so served from above they come unstyled. It serves one shop's folder (--shop NAME) and
// otherwise names the shop folders it holds.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { HostRules } from '../hosting/index.js';
import { MANIFEST, siteFolders } from '../write.js';
import { ProblemsReported } from './errors.js';
import { serveStatic } from './serve.js';

export interface PreviewFlags {
  out: string;
  port: number;
  host: string;
  shop?: string;
}

/** The folder to serve: --out, or its shop folder --shop; refuses a fleet's output without --shop. */
function siteFolder(flags: PreviewFlags): string {
  const out = flags.out.replace(/(?<=.)\/+$/, '');
  const refuse = (message: string, hint: string): never => {
    process.stderr.write(`${message}\n  hint: ${hint}\n`);
    throw new ProblemsReported();
  };
  if (!existsSync(out) || !statSync(out).isDirectory()) return refuse(`${out}/ does not exist`, 'run npx shopsite build first');
  const single = existsSync(path.join(out, 'index.html'));
  if (flags.shop === undefined) {
    const shops = single ? [] : siteFolders(out);
    if (!shops.length && !single && !existsSync(path.join(out, MANIFEST))) {
      // A data folder or any other: its files would be served as a site's (site-data/shop.yaml at /shop.yaml).
      return refuse(`${out}/ holds no site: no index.html, and no build wrote it`, 'pass the folder a build wrote with --out, or run npx shopsite build first');
    }
    if (!shops.length) return out;
    return refuse(`${out}/ is a fleet's output, not one site: it holds ${listOf(shops)}`, `serve one shop with --shop ${shops[0]}`);
  }
  if (single) return refuse(`${out}/ is one shop's site, not a fleet's folder of shops`, `serve it without --shop`);
  const shops = siteFolders(out);
  if (!shops.includes(flags.shop)) {
    return refuse(`${out}/ holds no shop "${flags.shop}"`, shops.length ? `it holds ${listOf(shops)}` : 'build the shops with several --data folders first');
  }
  return path.join(out, flags.shop);
}

/** The host rules the build wrote into its manifest, if any. */
function builtFor(folder: string): HostRules | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8')) as { host?: HostRules }).host;
  } catch {
    return undefined;
  }
}

const listOf = (shops: string[]) => `${shops.length === 1 ? 'one shop folder' : `${shops.length} shop folders`} (${shops.join(', ')})`;

export async function runPreview(flags: PreviewFlags): Promise<void> {
  const folder = siteFolder(flags);
  const server = await serveStatic(folder, {
    host: flags.host,
    port: flags.port,
    onAnalytics: (e) => process.stderr.write(`analytics: ${e.type === 'event' ? `${e.name}${e.data ? ` ${JSON.stringify(e.data)}` : ''}` : 'page view'} on ${e.path}\n`),
    onWarning: (message) => process.stderr.write(`warning: ${message}\n`),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    process.stderr.write(`port ${flags.port} is in use\n  hint: pass another with --port, or --port 0 for a free one\n`);
    throw new ProblemsReported();
  });
  const { port } = server.address() as AddressInfo;
  const stop = () => {
    server.close();
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const rules = builtFor(folder);
  const as = rules ? ` as ${rules.host} serves it` : '';
  process.stderr.write(`Serving ${folder}/ at http://${flags.host}:${port}${rules?.base ?? ''}/${as} (Ctrl-C stops)\n`);
}
