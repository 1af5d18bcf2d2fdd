// The templates' own string renderer (templates/static-markup.ts) writes what React's
// renderToStaticMarkup writes, byte for byte: every page of every shop this repository holds, for
// every kind of host, is built both ways and compared, and no page of them falls back to React. The
// elements it leaves to React are checked to fall back, and its attribute rules against React's on
// cases the pages do not have.
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type BuildOptions } from '../../src/build.js';
import { renderWithReactOnly } from '../../src/render.js';
import { Unsupported, renderStaticMarkup } from '../../src/fast/static-markup.js';
import { FRANCHISE, OTHER_SHOP, REFERENCE_DATA, ROOT, tempDir } from '../helpers.js';

afterAll(async () => {
  await renderWithReactOnly(false);
});

async function files(options: Partial<BuildOptions> & { dataDir: string }): Promise<Map<string, string>> {
  const result = await build({ outDir: path.join(tempDir(), 'dist'), write: false, today: new Date('2026-03-01T12:00:00Z'), ...options });
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return new Map(result.files.filter((f) => f.file.endsWith('.html')).map((f) => [f.file, Buffer.from(f.contents).toString('utf8')]));
}

const shops: [string, Partial<BuildOptions> & { dataDir: string }][] = [
  ['the reference shop', { dataDir: REFERENCE_DATA }],
  ['the reference shop on GitHub Pages (the policy in each head, a base path)', { dataDir: REFERENCE_DATA, host: 'github-pages', baseUrl: 'https://example.github.io/shop/' }],
  ['the other shop', { dataDir: OTHER_SHOP }],
  ['the starter', { dataDir: path.join(ROOT, 'starter') }],
  ...['gainesville', 'raleigh', 'springfield'].map((shop): [string, { dataDir: string }] => [`the franchise's ${shop}`, { dataDir: path.join(FRANCHISE, 'shops', shop) }]),
];

describe('the templates’ renderer', () => {
  it.each(shops)('writes every page of %s as React does, and leaves none to React', { timeout: 60_000 }, async (_, options) => {
    await renderWithReactOnly(true);
    const byReact = await files(options);
    await renderWithReactOnly(false);
    const ours = await files(options);
    expect(await renderWithReactOnly(false)).toBe(0);
    expect([...ours.keys()]).toEqual([...byReact.keys()]);
    expect(ours.size).toBeGreaterThan(3);
    for (const [file, html] of byReact) expect({ file, html: ours.get(file) }).toEqual({ file, html });
  });

  const same = (node: ReactNode) => expect(renderStaticMarkup(node)).toBe(renderToStaticMarkup(node));

  it('writes attributes as React does: aliases, booleans, numbers, styles, escaping, empty addresses', () => {
    same(
      <div className="a&b" tabIndex={0} hidden={false} data-x={true} aria-hidden={true} title={'"q" <x>'} style={{ marginTop: 4, lineHeight: 1.5, opacity: 0, '--gap': ' 2px ', msTransform: 'none' } as object} onClick={() => {}}>
        <span hidden>t</span>
        <a href="">empty</a>
        <img src="" alt="" loading="lazy" />
        <svg viewBox="0 0 1 1" strokeWidth={2} xlinkHref="#a" fillRule="evenodd">
          <title>in svg</title>
        </svg>
        <label htmlFor="x">l</label>
        <details open>
          <summary>s</summary>
        </details>
        {0}
        {null}
        {false}
        {'it’s'}
        {['a', 1, ['b']]}
      </div>,
    );
  });

  it('puts the head in React’s order: the charset, the viewport, then titles, metas and links, then the rest', () => {
    same(
      <html lang="en">
        <head>
          <link rel="stylesheet" href="/a.css" />
          <script type="module" src="/a.js" />
          <meta name="viewport" content="width=device-width" />
          <title>{'T & t'}</title>
          <meta charSet="utf-8" />
          <meta httpEquiv="Content-Security-Policy" content="default-src 'self'" />
          <link rel="canonical" href="https://example.com/" />
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"a":"</script>"}' }} />
        </head>
        <body>
          <meta name="late" content="hoisted" />
          <main>x</main>
        </body>
      </html>,
    );
  });

  it('writes the form fields of buttons and forms after their other attributes, as React does', () => {
    same(
      <form method="post" action="/send" className="f">
        <button name="go" type="submit" className="b" formMethod="get">
          Go
        </button>
      </form>,
    );
  });

  it('leaves to React what React writes its own way', () => {
    for (const node of [
      <img src="/a.png" alt="" />,
      <textarea defaultValue="x" />,
      <pre>{'\nx'}</pre>,
      <link rel="stylesheet" href="/a.css" precedence="default" />,
      <script async src="/a.js" />,
      createElement('my-element'),
    ]) {
      expect(() => renderStaticMarkup(<div>{node}</div>)).toThrow(Unsupported);
    }
  });
});
