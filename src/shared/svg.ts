// Checks an SVG from the data before it is published as it is. An SVG opened by its own URL is a
// document on the site's origin: its scripts run there, and hosts that do not send _headers
// (GitHub Pages, S3) add no Content-Security-Policy to stop them. Drawing tools export too many
// kinds of element to allow-list, so this refuses every construct that can run script or load
// another document (script and embedding elements, event attributes, links out, animations that
// set handlers or links, CSS that loads from another address) and anything a browser could parse otherwise than this check does
// (entities, other encodings, malformed XML). It also reads the drawing's own size.
// Pure function over bytes; never reads files or prints.
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

export interface SvgRefusal {
  /** 1-based line and column inside the SVG. */
  line: number;
  col: number;
  reason: string;
}

export interface SvgReport {
  refusal?: SvgRefusal;
  /** The drawing's size from its width and height (in px), or from its viewBox. */
  width?: number;
  height?: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** Elements that run script or embed another document, in any namespace. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** Addresses that run script or open an HTML document where they are followed. */
const ACTIVE_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];
/** The only href an SVG may have: a part of itself, or an inline raster image. */
const SAFE_HREF = /^(#|data:image\/(png|jpeg|gif|webp)[;,])/i;
/** What the URL parser ignores: leading and trailing C0 controls and spaces, tabs and newlines anywhere. */
const IGNORED = /[\u0000-\u0020\u007f-\u009f\s]/g;

const squeeze = (value: string) => value.replace(IGNORED, '').toLowerCase();

/** CSS text as the browser reads it: its escapes (\\75 rl, \\@import) undone. */
const cssUnescaped = (css: string) => css.replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n0-9a-f])/gi, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)) : char!));

/** What CSS may load: a part of the drawing, an inline raster image, or an inline font (an @font-face). */
const SAFE_CSS_URL = /^(#|data:(image\/(png|jpeg|gif|webp)|font\/[a-z0-9.+-]+|application\/(x-)?font-[a-z0-9.+-]+)[;,])/i;

/**
 * What in CSS (a <style>, a style attribute, a presentation attribute such as fill) would load
 * something from another address, for anyone who opens the SVG where no policy stops it: an
 * @import, a url() that is no part of the drawing, inline image or inline font, or an address
 * written as a string where CSS reads one as an image (image-set("…")).
 */
function cssLoadsOut(css: string): string | undefined {
  const text = squeeze(cssUnescaped(css));
  if (text.includes('@import')) return '@import, which loads another stylesheet';
  const targets = [
    ...[...text.matchAll(/url\(['"]?([^'")]*)/g)].map((m) => m[1] ?? ''),
    // image-set() takes its addresses as strings too (image-set("a.png" 1x)).
    ...[...text.matchAll(/image-set\(([^()]*(\([^()]*\)[^()]*)*)\)/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/(['"])(.*?)\1/g)].map((s) => s[2] ?? '')),
  ];
  for (const target of targets) {
    if (!SAFE_CSS_URL.test(target)) return `url(${target.slice(0, 60)}): only #parts of the drawing, data:image/png, jpeg, gif or webp and inline fonts are allowed`;
  }
  return undefined;
}

/** Attributes no browser reads as CSS: another namespace's (inkscape:label), ARIA's and data-*'s words. */
const notCss = (attribute: SaxesAttributeNS) => Boolean(attribute.prefix) || /^(aria-|data-)/i.test(attribute.local);

export function inspectSvg(bytes: Uint8Array): SvgReport {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    return { refusal: { line: 1, col: 1, reason: 'is UTF-16 text: save it as UTF-8' } };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // The first undecodable byte, as the replacement character a lenient decoder puts there.
    const lenient = new TextDecoder('utf-8').decode(bytes);
    return { refusal: { ...lineCol(lenient, Math.max(lenient.indexOf('\ufffd'), 0)), reason: 'is not UTF-8 text: save it as UTF-8' } };
  }
  return inspectText(text);
}

/** 1-based line and column of a character offset. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

type Refuse = (offset: number, reason: string) => void;
type Parser = SaxesParser<{ xmlns: true; position: true }>;

function inspectText(text: string): SvgReport {
  const parser: Parser = new SaxesParser({ xmlns: true, position: true });
  const report: SvgReport = {};
  const refuse: Refuse = (offset, reason) => {
    report.refusal ??= { ...lineCol(text, offset), reason };
  };
  parser.on('error', (error) => {
    // saxes writes "line:column: message", the column being the 1-based one of the last character read.
    const [, line, col, message] = /^(?:.*?:)?(\d+):(\d+): ([\s\S]*?)\.?$/.exec(error.message) ?? [];
    report.refusal ??= { line: Number(line ?? parser.line), col: Number(col ?? parser.column), reason: `is not well-formed XML: ${message ?? error.message}` };
  });
  watchProlog(parser, text, refuse);
  watchElements(parser, text, refuse, report);
  try {
    parser.write(text).close();
  } catch (error) {
    report.refusal ??= { line: parser.line, col: parser.column, reason: `is not well-formed XML: ${(error as Error).message}` };
  }
  return report.refusal ? { refusal: report.refusal } : report;
}

/** The XML declaration, the DOCTYPE and processing instructions. */
function watchProlog(parser: Parser, text: string, refuse: Refuse): void {
  parser.on('xmldecl', (decl) => {
    // Browsers decode by the declaration: bytes checked as UTF-8 could read otherwise in Shift_JIS.
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) refuse(0, `declares the encoding ${decl.encoding}: save it as UTF-8`);
  });
  parser.on('doctype', (doctype) => {
    // An internal subset can define entities, whose expansions a browser and this check would read differently.
    if (doctype.includes('[')) refuse(text.lastIndexOf('<!DOCTYPE', parser.position), 'has a DOCTYPE with its own definitions (an internal subset)');
  });
  parser.on('processinginstruction', (pi) => {
    // <?xml-stylesheet?> loads a stylesheet (possibly XSLT, which can write a whole new document).
    refuse(text.lastIndexOf('<?', parser.position - 1), `has a processing instruction <?${pi.target}?>`);
  });
}

/** Elements and attributes, each at the position of its start; the text of <style> elements. */
function watchElements(parser: Parser, text: string, refuse: Refuse, report: SvgReport): void {
  let tagStart = 0;
  let depth = 0;
  const style = { depth: -1, text: '', at: 0 };
  const attributeAt = new Map<string, number>();
  parser.on('opentagstart', () => {
    tagStart = text.lastIndexOf('<', parser.position - 1);
    attributeAt.clear();
  });
  parser.on('attribute', (attribute) => {
    attributeAt.set(attribute.name, attributeStart(text, parser.position, attribute.name));
  });
  parser.on('opentag', (tag) => {
    if (depth === 0) rootElement(tag, tagStart, refuse, report);
    checkElement(tag, tagStart, refuse);
    for (const attribute of Object.values(tag.attributes)) checkAttribute(tag, attribute, attributeAt.get(attribute.name) ?? tagStart, refuse);
    if (tag.local === 'style' && style.depth < 0) Object.assign(style, { depth, text: '', at: tagStart });
    depth++;
  });
  const styleContent = (t: string) => {
    if (style.depth >= 0) style.text += t;
  };
  parser.on('text', styleContent);
  parser.on('cdata', styleContent);
  parser.on('closetag', () => {
    depth--;
    if (depth !== style.depth) return;
    style.depth = -1;
    // CSS cannot run script in today's browsers, but a url(javascript:...) is never meant well.
    const scheme = ACTIVE_SCHEMES.find((s) => squeeze(style.text).includes(s));
    if (scheme) return refuse(style.at, `has a <style> element with a ${scheme} address`);
    const out = cssLoadsOut(style.text);
    if (out) refuse(style.at, `has a <style> element with ${out}`);
  });
}

/** Start of an attribute's name, from the position just after its closing quote. */
function attributeStart(text: string, end: number, name: string): number {
  const quote = text[end - 1]!;
  let i = text.lastIndexOf(quote, end - 2) - 1;
  while (i > 0 && /[\s=]/.test(text[i]!)) i--;
  const start = i - name.length + 1;
  return text.startsWith(name, start) ? start : i;
}

function rootElement(tag: SaxesTagNS, at: number, refuse: Refuse, report: SvgReport): void {
  if (tag.local !== 'svg' || tag.uri !== SVG_NS) {
    refuse(at, `is not an SVG: its root element is <${tag.name}>${tag.uri ? ` in ${tag.uri}` : ''}, not <svg xmlns="${SVG_NS}">`);
    return;
  }
  Object.assign(report, drawingSize(tag.attributes['width']?.value, tag.attributes['height']?.value, tag.attributes['viewBox']?.value));
}

function checkElement(tag: SaxesTagNS, at: number, refuse: Refuse): void {
  if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase())) refuse(at, `has a <${tag.name}> element`);
  else if (tag.uri === XHTML_NS) refuse(at, `has an HTML element <${tag.name}>`);
}

function checkAttribute(tag: SaxesTagNS, attribute: SaxesAttributeNS, at: number, refuse: Refuse): void {
  const local = attribute.local.toLowerCase();
  const isNamespace = attribute.prefix === 'xmlns' || attribute.name === 'xmlns';
  if (local.startsWith('on') && !isNamespace) return refuse(at, `has an event handler ${attribute.name}="…" on <${tag.name}>`);
  const value = squeeze(attribute.value);
  const scheme = ACTIVE_SCHEMES.find((s) => value.includes(s));
  if (scheme) return refuse(at, `has a ${scheme} address in ${attribute.name} on <${tag.name}>`);
  if (local === 'href' && !SAFE_HREF.test(value)) {
    return refuse(at, `has ${attribute.name}="${attribute.value.slice(0, 60)}" on <${tag.name}>: only #fragments and data:image/png, jpeg, gif or webp are allowed`);
  }
  const out = notCss(attribute) ? undefined : cssLoadsOut(attribute.value);
  if (out) return refuse(at, `has CSS in ${attribute.name} on <${tag.name}> with ${out}`);
  // SMIL animation can set any attribute later: an event handler, or a link to a script.
  const name = tag.local.toLowerCase();
  const animates = name === 'set' || name.startsWith('animate');
  const target = value.replace(/^.*:/, '');
  if (animates && local === 'attributename' && (target.startsWith('on') || target === 'href')) {
    refuse(at, `has <${tag.name} attributeName="${attribute.value}">, which changes ${attribute.value}`);
  }
}

/**
 * The drawing's size as an <img> gets it: width and height in px (or without a unit), else the
 * viewBox's, scaled to the one given when only one is (SVG 2's intrinsic size of an SVG image).
 */
function drawingSize(width?: string, height?: string, viewBox?: string): { width?: number; height?: number } {
  const px = (v?: string) => {
    const m = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(v ?? '');
    return m ? Number(m[1]) : undefined;
  };
  const box = viewBox?.trim().split(/[\s,]+/).map(Number);
  const [bw, bh] = box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? [box[2]!, box[3]!] : [];
  let w = px(width);
  let h = px(height);
  if (w && !h && bw && bh) h = (w * bh) / bw;
  if (h && !w && bw && bh) w = (h * bw) / bh;
  if (!w || !h) [w, h] = [bw, bh];
  return w && h ? { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)) } : {};
}
