// A brand's hub.yaml seen from its shops: each shop's JSON-LD names the brand as its
// parentOrganization with the hub's address, its footer links back to the hub's locations page
// (words from hub.yaml, or the schema's default), a brand without hub.yaml changes nothing, and a
// bad hub.yaml is a problem at its line, as any file's.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatProblem } from '../../src/shared/problems.js';
import type { OutputFile } from '../../src/shared/types.js';
import { FRANCHISE, tempDir } from '../helpers.js';

function franchise(hub?: string): string {
  const dir = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, dir, { recursive: true });
  const file = path.join(dir, 'brand', 'hub.yaml');
  if (hub === undefined) rmSync(file);
  else writeFileSync(file, hub);
  return dir;
}

async function built(dir: string, shop = 'raleigh') {
  const result = await build({ dataDir: path.join(dir, 'shops', shop), outDir: path.join(tempDir(), 'dist'), write: false, today: new Date('2026-11-25T12:00:00Z') });
  const html = (file: string) => String(result.files.find((f: OutputFile) => f.file === file)?.contents);
  return { result, html };
}

function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(found![1]!) as Record<string, unknown>;
}

const MINIMAL = 'name: Test Brand\nsiteUrl: https://brand.example.com\nintro: Shops in many towns.\n';

describe('given a brand folder with hub.yaml', () => {
  it('then each shop names the brand as its parentOrganization, with the hub address', async () => {
    const { result, html } = await built(franchise(MINIMAL));
    expect(result.ok, result.problems.map(formatProblem).join('\n')).toBe(true);
    expect(jsonLd(html('index.html')).parentOrganization).toEqual({ '@type': 'Organization', '@id': 'https://brand.example.com/#organization', name: 'Test Brand', url: 'https://brand.example.com/' });
  });

  it('then every page\'s footer links back to the locations page, in the default words', async () => {
    const { html } = await built(franchise(MINIMAL), 'gainesville');
    for (const page of ['index.html', 'about/index.html', '404.html']) {
      expect(html(page)).toContain('<a href="https://brand.example.com/locations/">All Test Brand locations</a>');
    }
  });

  it('then the link\'s words are hub.yaml\'s when it writes them', async () => {
    const { html } = await built(franchise(`${MINIMAL}words:\n  backLink: Every {brand} shop\n`));
    expect(html('index.html')).toContain('>Every Test Brand shop</a>');
  });

  it('then the example brand\'s shops name Cardinal Auto', async () => {
    const { html } = await built(FRANCHISE);
    expect(jsonLd(html('index.html')).parentOrganization).toEqual({ '@type': 'Organization', '@id': 'https://www.cardinal-auto.example.com/#organization', name: 'Cardinal Auto', url: 'https://www.cardinal-auto.example.com/' });
  });
});

describe('given a brand folder without hub.yaml', () => {
  it('then no shop page names a parent organisation or links to a hub', async () => {
    const { result, html } = await built(franchise());
    expect(result.ok).toBe(true);
    expect(jsonLd(html('index.html'))).not.toHaveProperty('parentOrganization');
    expect(html('index.html')).not.toContain('/locations/');
  });
});

describe('given a bad hub.yaml', () => {
  const cases = [
    { name: 'an unknown field', hub: `${MINIMAL}phnoe: 1\n`, expected: /brand\/hub\.yaml:4:1 {2}\/phnoe {2}unknown field/ },
    { name: 'a missing field', hub: 'name: Test Brand\nintro: Shops.\n', expected: /brand\/hub\.yaml:1:1 {2}\/siteUrl {2}/ },
    { name: 'a wrong value', hub: `${MINIMAL}host: ftp\n`, expected: /brand\/hub\.yaml:4:7 {2}\/host {2}/ },
    { name: 'a language tag no browser reads (its locator would stop)', hub: `${MINIMAL}lang: es-ES-ES\n`, expected: /brand\/hub\.yaml:4:7 {2}\/lang {2}.*\n {2}hint: write the language's code/ },
    { name: 'a placeholder it cannot fill', hub: `${MINIMAL}words:\n  backLink: All {brnad} shops\n`, expected: /brand\/hub\.yaml:5:13 {2}\/words\/backLink {2}\{brnad\}[\s\S]*did you mean|brand\/hub\.yaml:5:13 {2}\/words\/backLink {2}\{brnad\}[\s\S]*\{brand\}/ },
    { name: 'a YAML syntax error', hub: `${MINIMAL}words:\n  backLink: "All\n`, expected: /brand\/hub\.yaml:5:13 {2}/ },
  ];
  it.each(cases)('then $name is a problem at its line in hub.yaml, and the shop is not built', async ({ hub, expected }) => {
    const { result } = await built(franchise(hub));
    expect(result.ok).toBe(false);
    expect(result.problems.map(formatProblem).join('\n')).toMatch(expected);
  });
});

describe('given a shop folder (not a brand\'s) holding a hub.yaml', () => {
  it('then it is a stray file, as any other YAML there', async () => {
    const dir = franchise(MINIMAL);
    cpSync(path.join(dir, 'brand', 'hub.yaml'), path.join(dir, 'shops', 'raleigh', 'hub.yaml'));
    const { result } = await built(dir);
    expect(result.problems.map((p) => p.code)).toContain('unknown-file');
    expect(readFileSync(path.join(dir, 'shops', 'raleigh', 'hub.yaml'), 'utf8')).toBe(MINIMAL);
  });
});

describe('given a fleet of the brand built before', () => {
  it('when hub.yaml changes, then every shop is built again with the new words', async () => {
    const { runCli } = await import('../helpers.js');
    const dir = franchise(MINIMAL);
    const out = path.join(tempDir(), 'out');
    const shops = ['gainesville', 'raleigh'].map((s) => path.join(dir, 'shops', s));
    const env = { SOURCE_DATE_EPOCH: '1790000000' };
    expect(runCli(['build', '--data', ...shops, '--out', out], { env }).status).toBe(0);
    expect(runCli(['build', '--data', ...shops, '--out', out], { env }).stderr).toMatch(/Built 0 of 2 shops, 2 unchanged/);
    writeFileSync(path.join(dir, 'brand', 'hub.yaml'), MINIMAL.replace('Test Brand', 'New Brand'));
    const again = runCli(['build', '--data', ...shops, '--out', out], { env });
    expect(again.stderr).toMatch(/Built 2 of 2 shops/);
    expect(readFileSync(path.join(out, 'raleigh', 'index.html'), 'utf8')).toContain('All New Brand locations');
  });
});
