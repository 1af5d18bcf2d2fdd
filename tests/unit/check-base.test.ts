// The link check under a base path (a GitHub Pages project site): every internal address must lie
// under the base and name a written file at the rest of its path.
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/check/index.js';

const files = [
  { file: 'index.html', contents: '<a href="/repo/coupons/">c</a><link href="/repo/assets/site.css"><img src="/repo/a.png" srcSet="/repo/a.png 480w, /b.png 960w">' },
  { file: 'coupons/index.html', contents: '<a href="/coupons/">outside the base</a><a href="/repo/">home</a>' },
  { file: 'assets/site.css', contents: '' },
  { file: 'a.png', contents: '' },
];

describe('checkLinks with a base path', () => {
  it('accepts addresses under the base that name a file, and refuses those outside it', () => {
    const found = checkLinks(files, '/repo').map((p) => p.message);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain('/b.png');
    expect(found.join('\n')).toContain('/coupons/');
  });

  it('at a domain root the same files are checked as they are', () => {
    const root = checkLinks(files).map((p) => p.message);
    // /coupons/ resolves at the root; everything under /repo/ names no file, and /b.png none.
    expect(root).toHaveLength(5);
    expect(root.filter((m) => m.includes('/repo/'))).toHaveLength(4);
    expect(root.some((m) => / \/coupons\//.test(m) || m.includes('"/coupons/"'))).toBe(false);
  });
});
