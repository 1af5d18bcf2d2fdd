// The templates' own string renderer: what React's renderToStaticMarkup writes for the elements,
// attributes and components the templates use, byte for byte, without React's streaming machinery
// (tasks, segments, resources), which is most of a build's render time. React stays the reference:
// anything this renderer does not do the same way (an element React treats specially, a hook other
// than useContext, a resource React would add to the head: an image preload, an async script, a
// stylesheet with a precedence) throws `Unsupported`, and the page is rendered by React instead
// (templates/index.tsx). A test renders every page of every fixture both ways and compares the
// bytes (tests/unit/static-markup.test.ts).
//
// Ported from react-dom 19's server renderer (react-dom-server-legacy, pushAttribute and
// pushStartInstance): the attribute rules, the escaping, and where the head's elements go (the
// charset, then the viewport, then every title, meta and link of the page, then the rest of the head).
import * as React from 'react';
import type { ReactNode } from 'react';

/** Something only React renders right: the caller renders the page with React instead. */
export class Unsupported extends Error {
  constructor(what: string) {
    super(`the templates' renderer leaves ${what} to React`);
    this.name = 'Unsupported';
  }
}

const ELEMENT = Symbol.for('react.transitional.element');
const FRAGMENT = Symbol.for('react.fragment');
const CONTEXT = Symbol.for('react.context');

type Props = Record<string, unknown> & { children?: ReactNode };
type Element = { $$typeof: symbol; type: unknown; props: Props };
type Context = { $$typeof: symbol; _currentValue2: unknown };

/**
 * React's hooks read their dispatcher here; while this renderer runs, it answers useContext. The
 * rules below are React 19's: with another React, or these internals gone, React renders.
 */
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: { H: unknown } })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
const PORTED = React.version.startsWith('19.') && internals !== undefined && 'H' in internals;

/** Where an element is: React's insertion modes that change what an element writes. */
const enum Mode {
  Root,
  Html,
  Body,
  Head,
  Svg,
}

interface Place {
  mode: Mode;
  /** Inside <picture>: an image there is never preloaded. */
  picture: boolean;
}

/** What goes into the document's head ahead of its own children, as React's preamble does. */
interface Document {
  charset: string;
  viewport: string;
  hoisted: string;
  html?: string;
  head?: string;
  headChildren: string;
  body?: string;
}

/**
 * A provider sets its context's current value while its children render, as React's server
 * renderer does (so a render nested inside a component, an island's, sees the same values).
 */
const dispatcher = new Proxy(
  {
    useContext: (context: Context): unknown => context._currentValue2,
  } as Record<string | symbol, unknown>,
  {
    get(target, name) {
      if (name in target) return target[name];
      return () => {
        throw new Unsupported(`the hook ${String(name)}`);
      };
    },
  },
);

/** renderToStaticMarkup's bytes for `node`, or Unsupported. */
export function renderStaticMarkup(node: ReactNode): string {
  if (!PORTED || !internals) throw new Unsupported(`React ${React.version}`);
  const previous = internals.H;
  internals.H = dispatcher;
  const document: Document = { charset: '', viewport: '', hoisted: '', headChildren: '' };
  try {
    const main = renderNode(node, { mode: Mode.Root, picture: false }, document);
    let html = '';
    if (document.html !== undefined) html += document.html + (document.head ?? '<head>');
    else if (document.head !== undefined) html += document.head;
    html += document.charset + document.viewport + document.hoisted + document.headChildren;
    if (document.html !== undefined || document.head !== undefined) html += '</head>';
    html += (document.body ?? '') + main;
    if (document.body !== undefined) html += '</body>';
    if (document.html !== undefined) html += '</html>';
    return html;
  } finally {
    internals.H = previous;
  }
}

const functionComponents = new WeakSet<object>();

function renderNode(node: unknown, place: Place, document: Document): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeText(node);
  if (typeof node === 'number' || typeof node === 'bigint') return `${node}`;
  if (Array.isArray(node)) {
    let html = '';
    for (const child of node) html += renderNode(child, place, document);
    return html;
  }
  const element = node as Element;
  if (element.$$typeof !== ELEMENT) throw new Unsupported(typeof node === 'object' ? 'an iterable, a promise or a portal' : typeof node);
  const { type, props } = element;
  if (typeof type === 'string') return renderTag(type, props, place, document);
  if (type === FRAGMENT) return renderNode(props.children, place, document);
  if (typeof type === 'function') {
    if (!functionComponents.has(type)) {
      // Read once per component: reading a function's prototype makes one.
      if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) throw new Unsupported('a class component');
      functionComponents.add(type);
    }
    const rendered = (type as (props: Props) => unknown)(props);
    if (rendered && typeof (rendered as { then?: unknown }).then === 'function') throw new Unsupported('an async component');
    return renderNode(rendered, place, document);
  }
  if (type && (type as Context).$$typeof === CONTEXT) {
    const context = type as Context;
    const outer = context._currentValue2;
    context._currentValue2 = props.value;
    try {
      return renderNode(props.children, place, document);
    } finally {
      context._currentValue2 = outer;
    }
  }
  throw new Unsupported(`an element of type ${String((type as { $$typeof?: symbol })?.$$typeof?.description ?? type)}`);
}

/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements React writes its own way that the templates do not use. */
const REACT_ONLY = new Set(['select', 'option', 'textarea', 'input', 'menuitem', 'object', 'style', 'listing', 'pre', 'noscript']);
const VALID_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

function childPlace(place: Place, tag: string): Place {
  switch (tag) {
    case 'svg':
      return { mode: Mode.Svg, picture: place.picture };
    case 'math':
      throw new Unsupported('<math>');
    case 'picture':
      return { mode: Mode.Body, picture: true };
    case 'foreignObject':
      return { mode: Mode.Body, picture: place.picture };
  }
  return place.mode === Mode.Root || place.mode === Mode.Html ? { mode: Mode.Body, picture: place.picture } : place;
}

function renderTag(tag: string, props: Props, place: Place, document: Document): string {
  if (REACT_ONLY.has(tag) || tag.includes('-') || !VALID_TAG.test(tag)) throw new Unsupported(`<${tag}>`);
  const hoistable = place.mode !== Mode.Svg && props.itemProp == null;
  switch (tag) {
    case 'html':
      if (place.mode === Mode.Root) {
        if (document.html !== undefined) throw new Unsupported('a second <html>');
        document.html = `<html${attributes(props)}>`;
        return renderChildren(props, { mode: Mode.Html, picture: place.picture }, document);
      }
      break;
    case 'head':
      if (place.mode === Mode.Root || place.mode === Mode.Html) {
        if (document.head !== undefined) throw new Unsupported('a second <head>');
        document.head = `<head${attributes(props)}>`;
        document.headChildren += renderChildren(props, { mode: Mode.Head, picture: place.picture }, document);
        return '';
      }
      break;
    case 'body':
      if (place.mode === Mode.Root || place.mode === Mode.Html) {
        if (document.body !== undefined) throw new Unsupported('a second <body>');
        document.body = `<body${attributes(props)}>`;
        return renderChildren(props, { mode: Mode.Body, picture: place.picture }, document);
      }
      break;
    case 'title':
      if (hoistable) {
        document.hoisted += title(props);
        return '';
      }
      return title(props);
    case 'meta': {
      const meta = `<meta${attributes(props, true)}/>`;
      if (!hoistable) return meta;
      if (typeof props.charSet === 'string') document.charset += meta;
      else if (props.name === 'viewport') document.viewport += meta;
      else document.hoisted += meta;
      return '';
    }
    case 'link': {
      const link = `<link${attributes(props, true)}/>`;
      if (!hoistable || typeof props.rel !== 'string' || typeof props.href !== 'string' || props.href === '') return link;
      if (props.onLoad || props.onError) return link;
      if (props.rel === 'stylesheet') {
        if (typeof props.precedence !== 'string' || props.disabled != null) return link;
        throw new Unsupported('a stylesheet with a precedence');
      }
      document.hoisted += link;
      return '';
    }
    case 'script': {
      const src = props.src;
      const async = props.async;
      if (typeof src === 'string' && src && async && typeof async !== 'function' && typeof async !== 'symbol' && !props.onLoad && !props.onError && hoistable) {
        throw new Unsupported('an async script');
      }
      const inner = innerHtml(props);
      const children = typeof props.children === 'string' ? props.children.replace(/(<\/|<)(s)(cript)/gi, (_, before: string, s: string, after: string) => `${before}${s === 's' ? '\\u0073' : '\\u0053'}${after}`) : '';
      return `<script${attributes(props)}>${inner}${children}</script>`;
    }
    case 'img': {
      const { src, srcSet } = props;
      const dataUrl = (url: unknown) => typeof url === 'string' && url[4] === ':' && url.slice(0, 4).toLowerCase() === 'data';
      const preloaded =
        props.loading !== 'lazy' &&
        (src || srcSet) &&
        (typeof src === 'string' || src == null) &&
        (typeof srcSet === 'string' || srcSet == null) &&
        props.fetchPriority !== 'low' &&
        !place.picture &&
        !dataUrl(src) &&
        !dataUrl(srcSet);
      if (preloaded) throw new Unsupported('an image React would preload');
      break;
    }
    case 'button':
      return formElement('button', props, ['name', 'formAction', 'formEncType', 'formMethod', 'formTarget'], place, document);
    case 'form':
      return formElement('form', props, ['action', 'encType', 'method', 'target'], place, document);
  }
  if (VOID.has(tag)) return `<${tag}${attributes(props, true)}/>`;
  return `<${tag}${attributes(props, tag === 'a' ? 'a' : false)}>${renderChildren(props, childPlace(place, tag), document)}</${tag}>`;
}

/** <button> and <form> write their form fields' attributes after the others, in React's order. */
function formElement(tag: 'button' | 'form', props: Props, fields: string[], place: Place, document: Document): string {
  const rest: Props = {};
  const last: [string, unknown][] = [];
  for (const name in props) {
    if (fields.includes(name)) {
      if (props[name] != null) last.push([name, props[name]]);
    } else rest[name] = props[name];
  }
  if (last.some(([, value]) => typeof value === 'function')) throw new Unsupported(`a <${tag}> with a function action`);
  last.sort((a, b) => fields.indexOf(a[0]) - fields.indexOf(b[0]));
  let html = `<${tag}${attributes(rest)}`;
  for (const [name, value] of last) html += attribute(name, value);
  return `${html}>${renderChildren(props, childPlace(place, tag), document)}</${tag}>`;
}

function renderChildren(props: Props, place: Place, document: Document): string {
  const inner = innerHtml(props);
  if (inner) return inner;
  return renderNode(props.children, place, document);
}

function innerHtml(props: Props): string {
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | null | undefined;
  if (inner == null) return '';
  if (props.children != null || typeof inner !== 'object' || !('__html' in inner)) throw new Unsupported('dangerouslySetInnerHTML with children');
  return inner.__html == null ? '' : `${inner.__html as string}`;
}

function title(props: Props): string {
  const children = props.children;
  const child = Array.isArray(children) ? (children.length < 2 ? children[0] : null) : children;
  const text = child === null || child === undefined || typeof child === 'function' || typeof child === 'symbol' ? '' : escapeText(`${child as string}`);
  return `<title${attributes(props)}>${text}${innerHtml(props)}</title>`;
}

/** Every attribute of an element, in its props' order (children and inner HTML are not). */
function attributes(props: Props, selfClosing: boolean | 'a' = false): string {
  let html = '';
  for (const name in props) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML') {
      if (selfClosing === true && props[name] != null) throw new Unsupported('children of a void element');
      continue;
    }
    const value = props[name];
    if (value == null) continue;
    // <a href=""> keeps its empty href; elsewhere React drops an empty src or href.
    if (selfClosing === 'a' && name === 'href' && value === '') html += ' href=""';
    else html += attribute(name, value);
  }
  return html;
}

const ALIASES: Record<string, string> = {
  acceptCharset: 'accept-charset',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  crossOrigin: 'crossorigin',
  accentHeight: 'accent-height',
  alignmentBaseline: 'alignment-baseline',
  arabicForm: 'arabic-form',
  baselineShift: 'baseline-shift',
  capHeight: 'cap-height',
  clipPath: 'clip-path',
  clipRule: 'clip-rule',
  colorInterpolation: 'color-interpolation',
  colorInterpolationFilters: 'color-interpolation-filters',
  colorProfile: 'color-profile',
  colorRendering: 'color-rendering',
  dominantBaseline: 'dominant-baseline',
  enableBackground: 'enable-background',
  fillOpacity: 'fill-opacity',
  fillRule: 'fill-rule',
  floodColor: 'flood-color',
  floodOpacity: 'flood-opacity',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontSizeAdjust: 'font-size-adjust',
  fontStretch: 'font-stretch',
  fontStyle: 'font-style',
  fontVariant: 'font-variant',
  fontWeight: 'font-weight',
  glyphName: 'glyph-name',
  glyphOrientationHorizontal: 'glyph-orientation-horizontal',
  glyphOrientationVertical: 'glyph-orientation-vertical',
  horizAdvX: 'horiz-adv-x',
  horizOriginX: 'horiz-origin-x',
  imageRendering: 'image-rendering',
  letterSpacing: 'letter-spacing',
  lightingColor: 'lighting-color',
  markerEnd: 'marker-end',
  markerMid: 'marker-mid',
  markerStart: 'marker-start',
  maskType: 'mask-type',
  overlinePosition: 'overline-position',
  overlineThickness: 'overline-thickness',
  paintOrder: 'paint-order',
  pointerEvents: 'pointer-events',
  renderingIntent: 'rendering-intent',
  shapeRendering: 'shape-rendering',
  stopColor: 'stop-color',
  stopOpacity: 'stop-opacity',
  strikethroughPosition: 'strikethrough-position',
  strikethroughThickness: 'strikethrough-thickness',
  strokeDasharray: 'stroke-dasharray',
  strokeDashoffset: 'stroke-dashoffset',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  strokeMiterlimit: 'stroke-miterlimit',
  strokeOpacity: 'stroke-opacity',
  strokeWidth: 'stroke-width',
  textAnchor: 'text-anchor',
  textDecoration: 'text-decoration',
  textRendering: 'text-rendering',
  transformOrigin: 'transform-origin',
  underlinePosition: 'underline-position',
  underlineThickness: 'underline-thickness',
  unicodeBidi: 'unicode-bidi',
  unicodeRange: 'unicode-range',
  unitsPerEm: 'units-per-em',
  vAlphabetic: 'v-alphabetic',
  vHanging: 'v-hanging',
  vIdeographic: 'v-ideographic',
  vMathematical: 'v-mathematical',
  vectorEffect: 'vector-effect',
  vertAdvY: 'vert-adv-y',
  vertOriginX: 'vert-origin-x',
  vertOriginY: 'vert-origin-y',
  wordSpacing: 'word-spacing',
  writingMode: 'writing-mode',
  xmlnsXlink: 'xmlns:xlink',
  xHeight: 'x-height',
  xlinkActuate: 'xlink:actuate',
  xlinkArcrole: 'xlink:arcrole',
  xlinkRole: 'xlink:role',
  xlinkShow: 'xlink:show',
  xlinkTitle: 'xlink:title',
  xlinkType: 'xlink:type',
  xmlBase: 'xml:base',
  xmlLang: 'xml:lang',
  xmlSpace: 'xml:space',
};
/** Written as name="" when true, left out when false. */
const BOOLEAN = new Set(
  'inert allowFullScreen async autoPlay controls credentialless default defer disabled disablePictureInPicture disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed scoped seamless itemScope'.split(' '),
);
/** Written as their value, true and false too. */
const STRINGISH = new Set('contentEditable spellCheck draggable value autoReverse externalResourcesRequired focusable preserveAlpha'.split(' '));
const IGNORED = new Set(['defaultValue', 'defaultChecked', 'innerHTML', 'suppressContentEditableWarning', 'suppressHydrationWarning', 'ref', 'key']);
const VALID_ATTRIBUTE_NAME =
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

const unwritable = (value: unknown) => typeof value === 'function' || typeof value === 'symbol';
const quoted = (name: string, value: unknown) => ` ${name}="${escapeText(`${value as string}`)}"`;

/** One attribute as React's pushAttribute writes it, with its leading space; '' when left out. */
function attribute(name: string, value: unknown): string {
  switch (name) {
    case 'className':
      return unwritable(value) || typeof value === 'boolean' ? '' : quoted('class', value);
    case 'tabIndex':
      return unwritable(value) || typeof value === 'boolean' ? '' : quoted('tabindex', value);
    case 'style':
      return style(value);
    case 'src':
    case 'href':
    case 'action':
    case 'formAction':
    case 'xlinkHref':
      if ((name === 'src' || name === 'href') && value === '') return '';
      if (unwritable(value) || typeof value === 'boolean') return '';
      if (JAVASCRIPT_URL.test(`${value as string}`)) throw new Unsupported('a javascript: address');
      return quoted(name === 'xlinkHref' ? 'xlink:href' : name, value);
    case 'autoFocus':
    case 'multiple':
    case 'muted':
      return value && !unwritable(value) ? ` ${name.toLowerCase()}=""` : '';
    case 'capture':
    case 'download':
      if (value === true) return ` ${name}=""`;
      return value === false || unwritable(value) ? '' : quoted(name, value);
    case 'cols':
    case 'rows':
    case 'size':
    case 'span':
      return unwritable(value) || Number.isNaN(Number(value)) || !((value as number) >= 1) ? '' : quoted(name, value);
    case 'rowSpan':
    case 'start':
      return unwritable(value) || Number.isNaN(Number(value)) ? '' : quoted(name, value);
  }
  if (IGNORED.has(name)) return '';
  if (BOOLEAN.has(name)) return value && !unwritable(value) ? ` ${name}=""` : '';
  if (STRINGISH.has(name)) return unwritable(value) ? '' : quoted(name, value);
  if (name === 'dir' || name === 'role' || name === 'viewBox' || name === 'width' || name === 'height') {
    return unwritable(value) || typeof value === 'boolean' ? '' : quoted(name, value);
  }
  // Event handlers are the browser's business.
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  const written = ALIASES[name] ?? name;
  if (!VALID_ATTRIBUTE_NAME.test(written) || unwritable(value)) return '';
  if (typeof value === 'boolean') {
    const prefix = written.toLowerCase().slice(0, 5);
    if (prefix !== 'data-' && prefix !== 'aria-') return '';
  }
  return quoted(written, value);
}

const UNITLESS = new Set(
  'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp'.split(
    ' ',
  ),
);

function style(value: unknown): string {
  if (typeof value !== 'object') throw new Unsupported('a style given as a string');
  let html = '';
  for (const name in value as Record<string, unknown>) {
    if (!Object.hasOwn(value as object, name)) continue;
    const raw = (value as Record<string, unknown>)[name];
    if (raw == null || typeof raw === 'boolean' || raw === '') continue;
    const property = name.startsWith('--') ? escapeText(name) : escapeText(name.replace(/[A-Z]/g, (letter) => `-${letter}`).toLowerCase().replace(/^ms-/, '-ms-'));
    const written =
      typeof raw === 'number' && !name.startsWith('--')
        ? raw === 0 || UNITLESS.has(name)
          ? `${raw}`
          : `${raw}px`
        : escapeText(`${raw as string}`.trim());
    html += `${html ? ';' : ' style="'}${property}:${written}`;
  }
  return html ? `${html}"` : '';
}

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const NEEDS_ESCAPE = /["'&<>]/;

/** React's escapeTextForBrowser. */
function escapeText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/["'&<>]/g, (c) => ESCAPED[c]!) : text;
}
