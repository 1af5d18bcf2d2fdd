// Stage 7, check: every internal href and src in the written HTML resolves to a written file.
// Takes the files of the build (before they replace the output); returns problems naming the page
// and the link. Never writes.
import { problem } from './problems.js';
import type { OutputFile, Problem } from './types.js';

/** Internal references: href="/…", src="/…" and each URL of srcSet="/… 480w, …" (React always writes double quotes). */
function* internalRefs(html: string): Generator<string> {
  for (let at = html.indexOf('="/'); at !== -1; at = html.indexOf('="/', at + 3)) {
    const name = html.slice(Math.max(0, at - 7), at);
    const end = html.indexOf('"', at + 2);
    if (name.endsWith(' srcSet') || name.endsWith(' srcset')) {
      for (const candidate of html.slice(at + 2, end).split(',')) yield candidate.trim().split(/\s+/)[0]!;
    } else if (name.endsWith(' href') || name.endsWith(' src')) {
      yield html.slice(at + 2, end);
    }
  }
}

/** Resolves a site path the way static hosts do: /a/ -> a/index.html, /a -> a or a/index.html. */
export function resolvesTo(urlPath: string, files: Set<string>): boolean {
  const clean = decodeURI(urlPath.split(/[?#]/)[0]!).replace(/^\/+/, '');
  if (clean === '') return files.has('index.html');
  if (clean.endsWith('/')) return files.has(`${clean}index.html`);
  return files.has(clean) || files.has(`${clean}/index.html`) || files.has(`${clean}.html`);
}

export function checkLinks(output: OutputFile[]): Problem[] {
  const files = new Set(output.map((f) => f.file));
  const problems: Problem[] = [];
  // Most links (header, footer) repeat on every page: resolve each one once.
  const resolved = new Map<string, boolean>();
  for (const { file, contents } of output) {
    if (!file.endsWith('.html') || typeof contents !== 'string') continue;
    const seen = new Set<string>();
    for (const raw of internalRefs(contents)) {
      if (seen.has(raw) || raw[1] === '/') continue;
      seen.add(raw);
      const href = raw.replace(/&amp;/g, '&');
      let ok = resolved.get(href);
      if (ok === undefined) resolved.set(href, (ok = resolvesTo(href, files)));
      if (!ok) {
        problems.push(problem('broken-link', `${file} links to ${href}, which is not a written file`, { hint: 'a route or asset is missing: check the slug or the template' }));
      }
    }
  }
  return problems;
}
