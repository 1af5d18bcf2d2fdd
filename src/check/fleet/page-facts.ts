// What a rendered page says of its shop: its JSON-LD business, its address blocks, its phone links
// and the visible text of its main content. Read from the HTML React writes, whose form is fixed
// (double-quoted attributes, only & < > " ' escaped in text, `<br/>`), as the link check reads it
// (check/index.ts), so no HTML parser runs over the fleet's every page. Never keeps the HTML:
// readPage takes what the checks compare as each page is rendered, in strings of their own, and
// the page goes.
import { ownString } from '../../shared/own-string.js';
import type { Route } from '../../shared/types.js';
import type { Business } from './types.js';

/** React's text escapes (react-dom's escapeTextForBrowser), and the spaces a template may put in a phone or an address. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&nbsp;': ' ' };

/** Text of an HTML fragment: tags as spaces, entities decoded, no-break spaces and hyphens as plain ones, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|nbsp);/g, (e) => ENTITIES[e]!)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every element `<tag ...>…</tag>` as its inner HTML, past elements of its tag inside it (the header's address is in parts, each a span). */
function* elements(html: string, open: string, close: string): Generator<string> {
  const tag = `<${close.slice(2, -1)}`;
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    const start = html.indexOf('>', at) + 1;
    let end = html.indexOf(close, start);
    for (let inner = html.indexOf(tag, start); inner !== -1 && end !== -1 && inner < end; inner = html.indexOf(tag, inner + 1)) end = html.indexOf(close, end + 1);
    if (start === 0 || end === -1) return;
    yield html.slice(start, end);
    at = end;
  }
}

/** The JSON-LD objects of a page (a script that does not parse is left out: render made it). */
export function jsonLd(html: string): unknown[] {
  const found: unknown[] = [];
  for (const inner of elements(html, '<script type="application/ld+json"', '</script>')) {
    try {
      found.push(JSON.parse(inner));
    } catch {
      // Not ours to judge here.
    }
  }
  return found;
}

/** The first node of a JSON-LD value (or of its @graph) whose @type is `type`. */
export function nodeOfType(values: unknown[], type: string): Record<string, unknown> | undefined {
  for (const value of values) {
    const candidates = Array.isArray(value) ? value : [value, ...(((value as { '@graph'?: unknown[] })?.['@graph']) ?? [])];
    for (const node of candidates) {
      if (!node || typeof node !== 'object') continue;
      const types = (node as { '@type'?: unknown })['@type'];
      if (types === type || (Array.isArray(types) && types.includes(type))) return node as Record<string, unknown>;
    }
  }
  return undefined;
}

/** The text of each `<address>` block and of the header's one-line address. */
export function addressTexts(html: string): string[] {
  const found = [...elements(html, '<address', '</address>')].map(textOf);
  // Its parts (street, town, state, ZIP code) run on, each after its own comma or space.
  for (const inner of elements(html, '<span class="topbar-address"', '</span>')) found.push(textOf(inner.replace(/<\/?span>/g, '')));
  return found;
}

export interface TelLink {
  /** The number of the href, after tel: (RFC 3966). */
  href: string;
  /** The link's visible text. */
  text: string;
}

/** Every `<a … href="tel:…">` of the page with its visible text. */
export function telLinks(html: string): TelLink[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="tel:([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ href: textOf(m[1]!), text: textOf(m[2]!) }));
}

/** Every `href` of an `<a>` (for the hub's links). */
export function linkHrefs(html: string): Set<string> {
  return new Set([...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => textOf(m[1]!)));
}

/** What the fleet check compares of one page: read as it is rendered, so that its HTML can go. */
export interface PageFacts {
  route: Route;
  /** Its JSON-LD AutoRepair node's name, address and phone. */
  business?: Business;
  tel: TelLink[];
  addresses: string[];
  /** The visible text of its main content (mainText). */
  text: string;
}

/**
 * The facts of one page, each a string of its own: V8 makes a long slice of a string a view into
 * it, and a slice kept would keep the whole page alive until its shop is done.
 */
export function readPage(route: Route, html: string): PageFacts {
  const business = businessOf(nodeOfType(jsonLd(html), 'AutoRepair'));
  return {
    route,
    ...(business ? { business } : {}),
    tel: telLinks(html).map((link) => ({ href: ownString(link.href), text: ownString(link.text) })),
    addresses: addressTexts(html).map(ownString),
    text: ownString(mainText(html)),
  };
}

/** The fields of a JSON-LD business node that name, place and call it. */
export function businessOf(node: Record<string, unknown> | undefined): Business | undefined {
  if (!node) return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const address = node.address && typeof node.address === 'object' ? (node.address as Record<string, unknown>) : undefined;
  return {
    name: text(node.name),
    url: text(node.url),
    telephone: text(node.telephone),
    address: address && {
      streetAddress: text(address.streetAddress),
      addressLocality: text(address.addressLocality),
      addressRegion: text(address.addressRegion),
      postalCode: text(address.postalCode),
      addressCountry: text(address.addressCountry),
    },
    openingHours: Array.isArray(node.openingHours) ? node.openingHours.filter((h) => typeof h === 'string').join('; ') : text(node.openingHours),
  };
}

/** The visible text of the page's own content, `<main>`: the header and footer are every page's frame. */
export function mainText(html: string): string {
  const main = elements(html, '<main', '</main>').next();
  if (main.done) return '';
  // Scripts and styles inside main are not text a visitor reads.
  return textOf(main.value.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' '));
}
