// Text shopsite writes into HTML and XML by hand (the editor's and CMS's pages, dev's error page,
// the sitemap) cannot end a text or a quoted attribute, in either quote.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/shared/escape-html.js';

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    [`"double" and 'single'`, '&quot;double&quot; and &#x27;single&#x27;'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%s', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });

  it('reads back as the same text in an attribute of either quote and in a text', () => {
    const text = `O'Brien's "Tires" & <Lube>`;
    const d = new JSDOM(`<p data-a="${escapeHtml(text)}" data-b='${escapeHtml(text)}'>${escapeHtml(text)}</p>`).window.document;
    const p = d.querySelector('p')!;
    expect([p.dataset.a, p.dataset.b, p.textContent]).toEqual([text, text, text]);
  });
});
