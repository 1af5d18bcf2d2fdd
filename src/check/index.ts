// Stage 7, check: every internal href and src in the written HTML resolves to a written file.
// Takes the files of the build (before they replace the output); returns problems naming the page
// and the link. Never writes.
import path from 'node:path';
import { byCodeUnits } from '../shared/order.js';
import { ownString } from '../shared/own-string.js';
import { problem } from '../shared/problems.js';
import type { OutputFile, Problem } from '../shared/types.js';

/**
 * Internal references: href="/…", src="/…" and each URL of srcSet="/… 480w, …" (React always
 * writes double quotes). The attribute's name is compared where it stands (no string is cut for it).
 */
function internalRefs(html: string): string[] {
  const refs: string[] = [];
  for (let at = html.indexOf('="/'); at !== -1; at = html.indexOf('="/', at + 3)) {
    const end = html.indexOf('"', at + 2);
    if (html.startsWith(' srcSet', at - 7) || html.startsWith(' srcset', at - 7)) {
      for (const candidate of html.slice(at + 2, end).split(',')) refs.push(candidate.trim().split(/\s+/)[0]!);
    } else if (html.startsWith(' href', at - 5) || html.startsWith(' src', at - 4)) {
      refs.push(html.slice(at + 2, end));
    }
  }
  return refs;
}

/**
 * The files a static host tries for a site path, in order: / -> index.html, /a/ -> a/index.html,
 * /a -> a, a/index.html, a.html. One rule for the link check, `preview` and `dev`. `..` cannot
 * climb above the site's root; an undecodable path has none.
 */
export function fileCandidates(urlPath: string): string[] {
  let clean: string;
  try {
    clean = path.posix.normalize(`/${decodeURIComponent(urlPath.split(/[?#]/)[0]!)}`).replace(/^\/+/, '');
  } catch {
    return [];
  }
  if (clean === '') return ['index.html'];
  if (clean.endsWith('/')) return [`${clean}index.html`];
  return [clean, `${clean}/index.html`, `${clean}.html`];
}

/** The path inside the site of an address under the base path; undefined when it lies outside. */
/** The path `href` inside a site under the base path `base` ('' for none), or undefined when it lies outside. */
export function underBase(href: string, base: string): string | undefined {
  if (!base) return href;
  return href.startsWith(`${base}/`) ? href.slice(base.length) : undefined;
}

export function resolvesTo(urlPath: string, files: Set<string>): boolean {
  return fileCandidates(urlPath).some((f) => files.has(f));
}

/**
 * The link check in two steps, so that a build reads each page as it is written and only
 * resolves the links once every file exists. A page read is a file of the output: the build may
 * then let its text go (keepPages: false), and give `problems` only the files not read.
 */
export class LinkCheck {
  /** Each HTML file's internal links, each once, in order. */
  private readonly links = new Map<string, string[]>();
  /** One copy of each address, apart from the page it was read in (see `read`). */
  private readonly addresses = new Map<string, string>();

  /** Reads the links of one file of the output (anything but HTML has none); a file read twice counts once. */
  read(file: string, contents: string | Uint8Array): void {
    if (this.links.has(file)) return;
    const seen = new Set<string>();
    if (typeof contents === 'string' && file.endsWith('.html')) for (const raw of internalRefs(contents)) if (raw[1] !== '/') seen.add(this.address(raw));
    this.links.set(file, [...seen]);
  }

  /**
   * The address as a string of its own. V8 makes a long slice of a string a view into it, so a
   * kept link would keep its whole page alive until the end of the build: in a fleet that held
   * every page of a shop past the young generation, and collecting them took a sixth of a
   * worker's time (docs/performance.md). A shop has a few hundred addresses, each copied once.
   */
  private address(raw: string): string {
    let own = this.addresses.get(raw);
    if (own === undefined) {
      own = ownString(raw);
      // Keyed by the copy too: a key is kept as well.
      this.addresses.set(own, own);
    }
    return own;
  }

  /**
   * A problem for each link that names no file of the output: the files read, and `rest` (whose
   * files not read yet are read now). `base`: the site's base path (/repo for a GitHub Pages
   * project site): every internal address must lie under it, and names the file at the rest of
   * its path. Problems come in the order of the files' names.
   */
  problems(rest: OutputFile[], base = ''): Problem[] {
    // Every file is read once, so the files read are the output.
    for (const { file, contents } of rest) this.read(file, contents);
    const files = new Set(this.links.keys());
    const problems: Problem[] = [];
    // Most links (header, footer) repeat on every page: resolve each one once.
    const resolved = new Map<string, boolean>();
    for (const file of [...files].sort(byCodeUnits)) {
      for (const raw of this.links.get(file) ?? []) {
        const href = raw.replace(/&amp;/g, '&');
        let ok = resolved.get(href);
        if (ok === undefined) resolved.set(href, (ok = underBase(href, base) !== undefined && resolvesTo(underBase(href, base)!, files)));
        if (!ok) problems.push(problem('broken-link', { page: file, href }));
      }
    }
    return problems;
  }
}

/** Every internal link of `output` that names none of its files, as a problem (LinkCheck at once). */
export function checkLinks(output: OutputFile[], base = ''): Problem[] {
  return new LinkCheck().problems(output, base);
}
