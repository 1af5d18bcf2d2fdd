// What a data folder cannot make shopsite publish: a file from outside the folder (through a
// symbolic link to a file or to a folder), an SVG that runs script, or a host value that widens
// or rewrites the Content-Security-Policy. Each is refused at the YAML that names it, before any
// byte is written.
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { OTHER_SHOP, REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

const CLEAN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#b91c1c"/></svg>\n';
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">\n  <rect width="120" height="80"/>\n  <script>alert(document.domain)</script>\n</svg>\n';

/** The second shop with an image on its first service (services.yaml line 6, column 12 is its src). */
function shopWithImage(image: string): string {
  const data = dataWith(OTHER_SHOP);
  const services = path.join(data, 'services.yaml');
  writeFileSync(services, readFileSync(services, 'utf8').replace(/(\n {2}- slug: oil-changes\n)/, `$1    image:\n${image}`));
  return data;
}

/** Builds into a new folder; the printed lines with the data folder shown as shop-data. */
function build(data: string) {
  const out = path.join(tempDir(), 'out');
  const run = runCli(['build', '--host', 'cloudflare', '--data', data, '--out', out]);
  return { ...run, out, lines: run.stderr.replaceAll(data, 'shop-data').split('\n') };
}

describe('files from outside the data folder', () => {
  it('a symbolic link to a file outside is refused at the YAML that names it, and nothing is written', () => {
    const data = shopWithImage('      src: images/leak.svg\n      alt: Our bay\n');
    mkdirSync(path.join(data, 'images'));
    symlinkSync('/etc/passwd', path.join(data, 'images', 'leak.svg'));
    const run = build(data);
    expect(run.status).toBe(1);
    expect(run.lines.slice(0, 2)).toEqual([
      'shop-data/services.yaml:6:12  /services/0/image/src  "images/leak.svg" leads outside the data folder through a symbolic link',
      '  hint: copy the file into the data folder instead of linking to it',
    ]);
    expect(existsSync(run.out)).toBe(false);
  });

  it('a linked images folder that leads outside is refused, even for a harmless file', () => {
    const data = shopWithImage('      src: images/logo.svg\n      alt: Our logo\n');
    const elsewhere = tempDir();
    writeFileSync(path.join(elsewhere, 'logo.svg'), CLEAN_SVG);
    symlinkSync(elsewhere, path.join(data, 'images'));
    const run = build(data);
    expect(run.status).toBe(1);
    expect(run.lines[0]).toBe('shop-data/services.yaml:6:12  /services/0/image/src  "images/logo.svg" leads outside the data folder through a symbolic link');
    expect(existsSync(run.out)).toBe(false);
  });

  it('a link that stays inside the data folder is allowed', () => {
    const data = shopWithImage('      src: images/logo.svg\n      alt: Our logo\n');
    mkdirSync(path.join(data, 'art'));
    writeFileSync(path.join(data, 'art', 'logo.svg'), CLEAN_SVG);
    symlinkSync('art', path.join(data, 'images'));
    const run = build(data);
    expect(run.stderr).toMatch(/Built \d+ pages/);
    const published = readdirSync(path.join(run.out, 'assets', 'images'));
    expect(published).toEqual([expect.stringMatching(/^logo-[0-9a-f]{10}\.svg$/)]);
    expect(readFileSync(path.join(run.out, 'assets', 'images', published[0]!), 'utf8')).toBe(CLEAN_SVG);
  });
});

describe('SVGs from the data', () => {
  it('one with a script is refused at the YAML that names it, with the place inside the SVG, and nothing is written', () => {
    const data = shopWithImage('      src: images/badge.svg\n      alt: Badge\n');
    mkdirSync(path.join(data, 'images'));
    writeFileSync(path.join(data, 'images', 'badge.svg'), SCRIPTED_SVG);
    const run = build(data);
    expect(run.status).toBe(1);
    expect(run.lines.slice(0, 2)).toEqual([
      'shop-data/services.yaml:6:12  /services/0/image/src  shop-data/images/badge.svg:3:3 has a <script> element',
      '  hint: remove scripts, event handlers (on…) and links to other files, or export it again as plain SVG (or as PNG)',
    ]);
    expect(existsSync(run.out)).toBe(false);
    expect(runCli(['check', '--data', data]).status).toBe(1);
  });

  it('a plain one is published as it is, at the size its viewBox gives', () => {
    const data = shopWithImage('      src: images/logo.svg\n      alt: Our logo\n');
    mkdirSync(path.join(data, 'images'));
    writeFileSync(path.join(data, 'images', 'logo.svg'), CLEAN_SVG);
    const run = build(data);
    expect(run.status).toBe(0);
    const img = new JSDOM(readFileSync(path.join(run.out, 'services', 'index.html'), 'utf8')).window.document.querySelector('img[alt="Our logo"]')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['120', '80']);
  });

  it('one without a size of its own needs width and height in the data', () => {
    const data = shopWithImage('      src: images/logo.svg\n      alt: Our logo\n');
    mkdirSync(path.join(data, 'images'));
    writeFileSync(path.join(data, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
    const run = build(data);
    expect(run.status).toBe(1);
    expect(run.lines.slice(0, 2)).toEqual([
      'shop-data/services.yaml:6:12  /services/0/image/src  shop-data/images/logo.svg has no size of its own',
      '  hint: give its <svg> element a viewBox (or width and height), or write width and height next to src',
    ]);
  });
});

const reference = (name: string) => readFileSync(path.join(REFERENCE_DATA, name), 'utf8');
const THIRD_PARTY_HINT =
  "  hint: An https address with a plain host name (letters, digits, dots and hyphens, then an optional :port), such as https://booking.example.com/widget.js: the site's Content-Security-Policy admits this host, so no wildcard (*), %, ;, comma, quote or space may be in it.";
const withImage = (image: string) => ({ 'services.yaml': reference('services.yaml').replace('icon: oil\n', `icon: oil\n    image:\n${image}`) });

const hostile: { name: string; files: Record<string, string>; expected: string[] }[] = [
  {
    name: 'a wildcard host for the booking script',
    files: { 'shop.yaml': reference('shop.yaml').replace(/scriptUrl: https:\/\/booking\S+/, 'scriptUrl: https://*') },
    expected: ['shop-data/shop.yaml:75:16  /thirdParty/booking/scriptUrl  is not in the expected form', THIRD_PARTY_HINT],
  },
  {
    name: 'a wildcard written %2a for the map',
    files: { 'shop.yaml': reference('shop.yaml').replace(/mapEmbed: .+/, 'mapEmbed: https://%2a/') },
    expected: ['shop-data/shop.yaml:71:13  /links/mapEmbed  is not in the expected form', THIRD_PARTY_HINT],
  },
  {
    name: 'a directive smuggled after the portal host',
    files: { 'shop.yaml': reference('shop.yaml').replace(/scriptUrl: https:\/\/portal\S+/, 'scriptUrl: https://x.example;script-src-elem') },
    expected: ['shop-data/shop.yaml:79:16  /thirdParty/portal/scriptUrl  is not in the expected form', THIRD_PARTY_HINT],
  },
  {
    name: 'an http image',
    files: withImage('      src: http://photos.example.com/bay.jpg\n      alt: Our bay\n      width: 800\n      height: 600\n'),
    expected: ['shop-data/services.yaml:8:12  /services/0/image/src  is not in the expected form', THIRD_PARTY_HINT],
  },
  {
    name: 'a remote image without width and height',
    files: withImage('      src: https://photos.example.com/bay.jpg\n      alt: Our bay\n'),
    expected: [
      'shop-data/services.yaml:8:7  /services/0/image/height  missing field "height"',
      "  hint: add height: the image's height in pixels, so the page keeps its place while it loads",
      'shop-data/services.yaml:8:7  /services/0/image/width  missing field "width"',
      "  hint: add width: the image's width in pixels, so the page keeps its place while it loads",
    ],
  },
];

describe('host values in the data', () => {
  it.each(hostile)('$name is refused by check and by build, at its place', ({ files, expected }) => {
    const data = dataWith(REFERENCE_DATA, files);
    const checked = runCli(['check', '--data', data]);
    expect(checked.status).toBe(1);
    expect(checked.stderr.replaceAll(data, 'shop-data').split('\n').slice(0, expected.length)).toEqual(expected);
    const built = build(data);
    expect(built.status).toBe(1);
    expect(built.lines.slice(0, expected.length)).toEqual(expected);
    expect(existsSync(built.out)).toBe(false);
  });

  it('a remote https image with its size is allowed: its origin alone joins img-src', () => {
    const data = dataWith(REFERENCE_DATA, withImage('      src: https://photos.example.com:8443/shop/bay.jpg?v=2\n      alt: Our bay\n      width: 800\n      height: 600\n'));
    const run = build(data);
    expect(run.status).toBe(0);
    const img = new JSDOM(readFileSync(path.join(run.out, 'services', 'index.html'), 'utf8')).window.document.querySelector('img[alt="Our bay"]')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['https://photos.example.com:8443/shop/bay.jpg?v=2', '800', '600']);
    expect(/img-src ([^;]+)/.exec(readFileSync(path.join(run.out, '_headers'), 'utf8'))![1]).toContain(' https://photos.example.com:8443');
  });
});

/** The reference shop with one redirect, from `from`, in a git repository of its own (--cms needs one). */
function shopRedirecting(from: string): string {
  const repo = tempDir();
  const data = path.join(repo, 'shop-data');
  cpSync(REFERENCE_DATA, data, { recursive: true });
  appendFileSync(path.join(data, 'shop.yaml'), `cms:\n  backend: github\n  repo: owner/shop-site\nredirects:\n  - from: ${from}\n    to: https://elsewhere.example.com/\n`);
  expect(spawnSync('git', ['init', '-q'], { cwd: repo }).status).toBe(0);
  return data;
}

const clashes = [
  {
    name: "the copy Vercel serves of a page (the home page's)",
    from: '/.vercel/output/static/',
    args: ['--host', 'vercel'],
    line: 'shop-data/shop.yaml:94:11  /redirects/0/from  the redirect from /.vercel/output/static/ and the host\'s copy of home page / would both be written to .vercel/output/static/index.html',
  },
  {
    name: "the content manager's page",
    from: '/admin/',
    args: ['--host', 'netlify', '--cms'],
    line: "shop-data/shop.yaml:94:11  /redirects/0/from  the redirect from /admin/ and shopsite's admin/index.html would both be written to admin/index.html",
  },
  {
    name: "the host's rules (a folder where the file goes)",
    from: '/_headers',
    args: ['--host', 'cloudflare'],
    line: "shop-data/shop.yaml:94:11  /redirects/0/from  the redirect from /_headers and shopsite's _headers would both be written to _headers",
  },
  {
    name: 'the sitemap, by another case (one file on macOS and Windows)',
    from: '/Sitemap.xml',
    args: ['--host', 'netlify'],
    line: "shop-data/shop.yaml:94:11  /redirects/0/from  the redirect from /Sitemap.xml and shopsite's sitemap.xml would both be written to sitemap.xml",
  },
  {
    name: "a page's own address in another case (an old site's /About/: one file with about/ on macOS and Windows)",
    from: '/About/',
    args: ['--host', 'netlify'],
    line: 'shop-data/shop.yaml:94:11  /redirects/0/from  the redirect from /About/ and about page /about/ would both be written to About/index.html',
  },
];

describe("a redirect from an address the build's own files take", () => {
  it.each(clashes)('$name is refused at its line, and nothing is written', ({ from, args, line }) => {
    const data = shopRedirecting(from);
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', ...args, '--data', data, '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr.replaceAll(data, 'shop-data').split('\n'), run.stderr).toContain(line);
    expect(existsSync(out)).toBe(false);
  });
});
