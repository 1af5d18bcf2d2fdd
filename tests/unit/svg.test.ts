// The SVG check, table-driven: every construct that can run script, load another document or make
// the parse ambiguous is refused at its line and column; SVGs as drawing tools export them pass.
import { describe, expect, it } from 'vitest';
import { inspectSvg } from '../../src/shared/svg.js';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
/** An SVG whose second line is `body`, so positions in the table are easy to read. */
const svg = (body: string, attrs = '') => `<svg ${NS} viewBox="0 0 24 24"${attrs}>\n${body}\n</svg>\n`;
const utf8 = (text: string) => new TextEncoder().encode(text);

const refused: { name: string; bytes: Uint8Array; at: [number, number]; reason: string }[] = [
  { name: 'a script element', bytes: utf8(svg('  <script>alert(1)</script>')), at: [2, 3], reason: 'has a <script> element' },
  { name: 'a script element with a prefix', bytes: utf8(svg('<s:script xmlns:s="http://www.w3.org/2000/svg"/>')), at: [2, 1], reason: 'has a <s:script> element' },
  { name: 'a script element in capitals', bytes: utf8(svg('<SCRIPT/>')), at: [2, 1], reason: 'has a <SCRIPT> element' },
  { name: 'foreignObject', bytes: utf8(svg('<foreignObject width="10" height="10"/>')), at: [2, 1], reason: 'has a <foreignObject> element' },
  { name: 'iframe', bytes: utf8(svg('<iframe/>')), at: [2, 1], reason: 'has a <iframe> element' },
  { name: 'embed', bytes: utf8(svg('<embed/>')), at: [2, 1], reason: 'has a <embed> element' },
  { name: 'object', bytes: utf8(svg('<object/>')), at: [2, 1], reason: 'has a <object> element' },
  { name: 'handler (SVG Tiny 1.2)', bytes: utf8(svg('<handler type="application/ecmascript"/>')), at: [2, 1], reason: 'has a <handler> element' },
  { name: 'listener (XML Events)', bytes: utf8(svg('<ev:listener xmlns:ev="http://www.w3.org/2001/xml-events" event="click"/>')), at: [2, 1], reason: 'has a <ev:listener> element' },
  {
    name: 'an element in the XHTML namespace',
    bytes: utf8(svg('<h:div xmlns:h="http://www.w3.org/1999/xhtml">hi</h:div>')),
    at: [2, 1],
    reason: 'has an HTML element <h:div>',
  },
  { name: 'an onload handler', bytes: utf8(svg('<g fill="red"\n   onload="alert(1)"/>')), at: [3, 4], reason: 'has an event handler onload="…" on <g>' },
  { name: 'an event handler on the root', bytes: utf8(svg('<g/>', ' onclick="x()"')), at: [1, 61], reason: 'has an event handler onclick="…" on <svg>' },
  { name: 'an event handler in upper case', bytes: utf8(svg('<rect ONMOUSEOVER="x()"/>')), at: [2, 7], reason: 'has an event handler ONMOUSEOVER="…" on <rect>' },
  {
    name: 'an event handler with a namespace prefix',
    bytes: utf8(svg('<rect h:onclick="x()" xmlns:h="http://www.w3.org/1999/xhtml"/>')),
    at: [2, 7],
    reason: 'has an event handler h:onclick="…" on <rect>',
  },
  { name: 'a javascript: link', bytes: utf8(svg('<a href="javascript:alert(1)"><text>x</text></a>')), at: [2, 4], reason: 'has a javascript: address in href on <a>' },
  {
    name: 'a javascript: link split by spaces, a tab and a newline written as references',
    bytes: utf8(svg('<a href=" JaVa&#9;Scr&#10;ipt :alert(1)"><text>x</text></a>')),
    at: [2, 4],
    reason: 'has a javascript: address in href on <a>',
  },
  {
    name: 'an xlink:href to vbscript:',
    bytes: utf8(svg('<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="vbscript:msgbox">x</a>')),
    at: [2, 47],
    reason: 'has a vbscript: address in xlink:href on <a>',
  },
  { name: 'data:text/html in any attribute', bytes: utf8(svg('<g data-x="DATA:text/html,&lt;b&gt;"/>')), at: [2, 4], reason: 'has a data:text/html address in data-x on <g>' },
  {
    name: 'an href to another file',
    bytes: utf8(svg('<image href="https://tracker.example/x.png" width="1" height="1"/>')),
    at: [2, 8],
    reason: 'has href="https://tracker.example/x.png" on <image>: only #fragments and data:image/png, jpeg, gif or webp are allowed',
  },
  {
    name: 'an href to an SVG as a data URL',
    bytes: utf8(svg('<use href="data:image/svg+xml,&lt;svg/&gt;"/>')),
    at: [2, 6],
    reason: 'has href="data:image/svg+xml,<svg/>" on <use>: only #fragments and data:image/png, jpeg, gif or webp are allowed',
  },
  {
    name: 'SMIL set of an event handler',
    bytes: utf8(svg('<set attributeName="onmouseover" to="alert(1)"/>')),
    at: [2, 6],
    reason: 'has <set attributeName="onmouseover">, which changes onmouseover',
  },
  {
    name: 'SMIL animate of xlink:href',
    bytes: utf8(svg('<a><animate attributeName="xlink:href" values="#a;#b"/></a>')),
    at: [2, 13],
    reason: 'has <animate attributeName="xlink:href">, which changes xlink:href',
  },
  {
    name: 'a DOCTYPE with entities',
    bytes: utf8(`<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY x "y"> ]>\n<svg ${NS}/>`),
    at: [2, 1],
    reason: 'has a DOCTYPE with its own definitions (an internal subset)',
  },
  {
    name: 'an xml-stylesheet processing instruction',
    bytes: utf8(`<?xml version="1.0"?>\n<?xml-stylesheet href="evil.xsl" type="text/xsl"?>\n<svg ${NS}/>`),
    at: [2, 1],
    reason: 'has a processing instruction <?xml-stylesheet?>',
  },
  { name: 'a processing instruction inside', bytes: utf8(svg('  <?php echo 1 ?>')), at: [2, 3], reason: 'has a processing instruction <?php?>' },
  { name: 'a style element with javascript:', bytes: utf8(svg('<style>a { background: url("javascript:x") }</style>')), at: [2, 1], reason: 'has a <style> element with a javascript: address' },
  // CSS that loads from another address, for whoever opens the SVG by itself where no policy stops it.
  { name: 'a style element with @import', bytes: utf8(svg('<style>@import url(https://evil.example/x.css);</style>')), at: [2, 1], reason: 'has a <style> element with @import, which loads another stylesheet' },
  {
    name: 'a style element with an escaped @import',
    bytes: utf8(svg('<style>\\40 import "https://evil.example/x.css";</style>')),
    at: [2, 1],
    reason: 'has a <style> element with @import, which loads another stylesheet',
  },
  {
    name: 'a style element with a url() elsewhere',
    bytes: utf8(svg('<style>.a { fill: u\\72l( "//evil.example/p.svg#g" ) }</style>')),
    at: [2, 1],
    reason: 'has a <style> element with url(//evil.example/p.svg#g): only #parts of the drawing, data:image/png, jpeg, gif or webp and inline fonts are allowed',
  },
  {
    name: 'a fill of a url() elsewhere',
    bytes: utf8(svg('<rect fill="url(https://evil.example/p.svg#g)"/>')),
    at: [2, 7],
    reason: 'has CSS in fill on <rect> with url(https://evil.example/p.svg#g): only #parts of the drawing, data:image/png, jpeg, gif or webp and inline fonts are allowed',
  },
  {
    name: 'a style attribute with a url() elsewhere',
    bytes: utf8(svg('<g style="cursor: url(\'https://evil.example/c.png\'), auto"/>')),
    at: [2, 4],
    reason: 'has CSS in style on <g> with url(https://evil.example/c.png): only #parts of the drawing, data:image/png, jpeg, gif or webp and inline fonts are allowed',
  },
  {
    name: 'an image-set() of an address written as a string',
    bytes: utf8(svg('<style>svg { background-image: image-set("https://evil.example/t.png" 1x) }</style>')),
    at: [2, 1],
    reason: 'has a <style> element with url(https://evil.example/t.png): only #parts of the drawing, data:image/png, jpeg, gif or webp and inline fonts are allowed',
  },
  {
    name: 'a cursor of -webkit-image-set() with a url() and a string',
    bytes: utf8(svg('<g style="cursor: -webkit-image-set(url(#a) 1x, \'//evil.example/c.png\' 2x), auto"/>')),
    at: [2, 4],
    reason: 'has CSS in style on <g> with url(//evil.example/c.png): only #parts of the drawing, data:image/png, jpeg, gif or webp and inline fonts are allowed',
  },
  { name: 'not well-formed', bytes: utf8(svg('<g><rect></g>')), at: [2, 13], reason: 'is not well-formed XML: unexpected close tag' },
  { name: 'an undefined entity', bytes: utf8(svg('<text>&xss;</text>')), at: [2, 11], reason: 'is not well-formed XML: undefined entity' },
  { name: 'empty', bytes: utf8(''), at: [1, 0], reason: 'is not well-formed XML: document must contain a root element' },
  { name: 'an unquoted attribute (HTML, not XML)', bytes: utf8(svg('<image src=x onerror=alert(1)/>')), at: [2, 12], reason: 'is not well-formed XML: unquoted attribute value' },
  {
    name: 'an HTML page',
    bytes: utf8('<html><body><img src=x onerror=alert(1)></body></html>'),
    at: [1, 1],
    reason: 'is not an SVG: its root element is <html>, not <svg xmlns="http://www.w3.org/2000/svg">',
  },
  { name: 'not UTF-8', bytes: new Uint8Array([...utf8(svg('<text>caf')), 0xe9, ...utf8('</text>')]), at: [4, 1], reason: 'is not UTF-8 text: save it as UTF-8' },
  {
    name: 'UTF-16 with a byte order mark',
    bytes: new Uint8Array([0xff, 0xfe, ...[...svg('')].flatMap((c) => [c.charCodeAt(0), 0])]),
    at: [1, 1],
    reason: 'is UTF-16 text: save it as UTF-8',
  },
  {
    name: 'another encoding declared',
    bytes: utf8(`<?xml version="1.0" encoding="Shift_JIS"?>\n<svg ${NS}/>`),
    at: [1, 1],
    reason: 'declares the encoding Shift_JIS: save it as UTF-8',
  },
  {
    name: 'not an SVG at all',
    bytes: utf8('<note><to>x</to></note>'),
    at: [1, 1],
    reason: 'is not an SVG: its root element is <note>, not <svg xmlns="http://www.w3.org/2000/svg">',
  },
  {
    name: 'an XHTML document',
    bytes: utf8('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'),
    at: [1, 1],
    reason: 'is not an SVG: its root element is <html> in http://www.w3.org/1999/xhtml, not <svg xmlns="http://www.w3.org/2000/svg">',
  },
];

describe('inspectSvg refuses', () => {
  it.each(refused)('$name', ({ bytes, at, reason }) => {
    expect(inspectSvg(bytes)).toEqual({ refusal: { line: at[0], col: at[1], reason } });
  });
});

/** As Inkscape saves it: its own namespaces, metadata, a style element, gradients linked by id. */
const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
   sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" bordercolor="#666666" inkscape:pageopacity="0.0" inkscape:document-units="mm" />
  <defs id="defs2">
    <linearGradient inkscape:collect="always" id="linearGradient1">
      <stop style="stop-color:#b91c1c;stop-opacity:1" offset="0" id="stop1" />
      <stop style="stop-color:#0f172a;stop-opacity:1" offset="1" id="stop2" />
    </linearGradient>
    <linearGradient inkscape:collect="always" xlink:href="#linearGradient1" id="linearGradient2" x1="0" y1="0" x2="210" y2="297" gradientUnits="userSpaceOnUse" />
    <style>.mark { fill: url(#linearGradient2); } @media (prefers-color-scheme: dark) { .mark { opacity: .9 } }</style>
  </defs>
  <metadata>
    <rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:title>Logo</dc:title></cc:Work></rdf:RDF>
  </metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <path id="mark" class="mark" d="M 10,10 H 200 V 287 H 10 Z" sodipodi:nodetypes="ccccc" />
    <use href="#mark" x="5" y="5" opacity="0.3" />
    <text x="20" y="150" font-family="sans-serif">Caf\u00e9 &amp; Gas</text>
  </g>
</svg>
`;

/** As Illustrator exports it, with the SVG 1.1 DOCTYPE (external, no internal subset). */
const ILLUSTRATOR = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
\t width="120px" height="80px" viewBox="0 0 120 80" style="enable-background:new 0 0 120 80;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:#B91C1C;}
\t.st1{fill:none;stroke:#0F172A;stroke-width:2;}
</style>
<g>
\t<rect x="10" y="10" class="st0" width="100" height="60"/>
\t<circle class="st1" cx="60" cy="40" r="20"/>
</g>
</svg>
`;

/** As Figma exports it: a clip path, and an embedded PNG used through a pattern. */
const FIGMA = `<svg width="48" height="32" viewBox="0 0 48 32" fill="none" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
<g clip-path="url(#clip0_1_2)">
<rect width="48" height="32" fill="url(#pattern0)"/>
</g>
<defs>
<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1">
<use xlink:href="#image0_1_2" transform="scale(0.02 0.03)"/>
</pattern>
<clipPath id="clip0_1_2"><rect width="48" height="32" rx="4" fill="white"/></clipPath>
<image id="image0_1_2" width="50" height="33" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="/>
</defs>
</svg>
`;

/** Hand-written, with a byte order mark, an animation of a colour, and a link inside itself. */
const HAND_WRITTEN = `\ufeff<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
  <title>Open</title>
  <a href="#dot"><circle id="dot" cx="25" cy="25" r="20" fill="#b91c1c">
    <animate attributeName="fill" values="#b91c1c;#0f172a;#b91c1c" dur="4s" repeatCount="indefinite" />
  </circle></a>
  <![CDATA[ not markup ]]>
</svg>
`;

describe('inspectSvg accepts plain drawings and reads their size', () => {
  it.each([
    ['Inkscape (size in mm: the viewBox gives it)', INKSCAPE, { width: 210, height: 297 }],
    ['Illustrator (size in px)', ILLUSTRATOR, { width: 120, height: 80 }],
    ['Figma (an embedded PNG)', FIGMA, { width: 48, height: 32 }],
    ['hand-written (a BOM, an animated colour, a #fragment link)', HAND_WRITTEN, { width: 100, height: 50 }],
    ['an inline font (@font-face from data:), words with url( in them outside CSS', `<svg ${NS} viewBox="0 0 10 10"><style>@font-face { font-family: "Shop"; src: url("data:font/woff2;base64,d09GMgABAAAAAA") format("woff2"), url(data:application/font-woff;base64,d09GRgABAAAAAA) }</style><text aria-label="see url(shop)" inkscape:label="url(layer)" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">x</text></svg>`, { width: 10, height: 10 }],
    ['only a width, scaled by the viewBox', `<svg ${NS} width="50" viewBox="0 0 100 40"/>`, { width: 50, height: 20 }],
    ['no size at all', `<svg ${NS}><path d="M0 0h1"/></svg>`, {}],
  ])('%s', (_, text, size) => {
    expect(inspectSvg(utf8(text))).toEqual(size);
  });
});
