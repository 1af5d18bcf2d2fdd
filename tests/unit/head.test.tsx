import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Head, HeadError } from '../../templates/components/Document.js';

describe('the page metadata helper (spec section 8)', () => {
  it('accepts title, meta, link, JSON-LD and external module scripts', () => {
    const html = renderToStaticMarkup(
      <Head>
        <title>T</title>
        <meta name="description" content="d" />
        <link rel="canonical" href="https://x.example/" />
        <script type="application/ld+json">{'{}'}</script>
        <script type="module" src="/assets/c.js" />
        {false}
      </Head>,
    );
    expect(html).toContain('<title>T</title>');
  });

  it.each([
    ['a div', <div key="d" />, 'div'],
    ['an inline script', <script key="s">alert(1)</script>, 'script'],
    ['a component', <Fake key="f" />, 'Fake'],
    ['a div in a list in a list', [[<title key="t">T</title>, <div key="d" />]], 'div'],
  ])('throws, naming the element, for %s', (_, child, element) => {
    expect(() => renderToStaticMarkup(<Head>{child}</Head>)).toThrow(HeadError);
    try {
      renderToStaticMarkup(<Head>{child}</Head>);
    } catch (error) {
      expect((error as HeadError).element).toBe(element);
    }
  });
});

function Fake() {
  return null;
}
