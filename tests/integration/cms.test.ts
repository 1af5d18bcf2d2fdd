// `shopsite build --cms` run as a user runs it, on the reference shop in a git repository of its
// own: /admin/ is written (valid HTML, never indexed, the pinned script with its integrity, the
// configuration naming the data files' paths in the repository), and differs from a build
// without --cms only in /admin/ and the host's files; without shop.yaml's cms it fails cleanly.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DECAP_INTEGRITY, DECAP_SCRIPT } from '../../src/cms/decap.js';
import { FRANCHISE, REFERENCE_DATA, listFiles, runCli, tempDir } from '../helpers.js';

const EPOCH = { SOURCE_DATE_EPOCH: '1795000000' };

/** The reference shop at shops/main/ of a new git repository, with or without shop.yaml's cms. */
function shopInRepository(withCms: boolean): string {
  const repo = path.join(tempDir(), 'repo');
  const data = path.join(repo, 'shops', 'main');
  cpSync(REFERENCE_DATA, data, { recursive: true });
  if (withCms) appendFileSync(path.join(data, 'shop.yaml'), 'cms:\n  backend: gitlab\n  repo: group/sub/site\n');
  const init = spawnSync('git', ['init', '-q'], { cwd: repo, encoding: 'utf8' });
  expect(init.status, init.stderr).toBe(0);
  return data;
}

describe('shopsite build --cms', () => {
  let data: string;
  let out: string;
  let plain: string;
  let run: ReturnType<typeof runCli>;

  beforeAll(() => {
    data = shopInRepository(true);
    out = path.join(tempDir(), 'dist');
    plain = path.join(tempDir(), 'dist');
    run = runCli(['build', '--data', data, '--out', out, '--cms'], { env: EPOCH });
    const without = runCli(['build', '--data', data, '--out', plain], { env: EPOCH });
    expect(without.status, without.stderr).toBe(0);
  });

  it('writes /admin/: Decap from unpkg with its integrity, never indexed, valid HTML', async () => {
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(path.join(out, 'admin', 'index.html'), 'utf8');
    expect(html).toContain(`<script src="${DECAP_SCRIPT}" integrity="${DECAP_INTEGRITY}" crossorigin="anonymous"></script>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('admin');
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'] }).validateString(html, 'admin/index.html');
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} ${m.message}`))).toEqual([]);
  });

  it("configures the repository from shop.yaml's cms and each data file at its path in the repository", () => {
    const config = parse(readFileSync(path.join(out, 'admin', 'config.yml'), 'utf8')) as { backend: unknown; local_backend: unknown; media_folder: string; collections: { files: { file: string }[] }[] };
    expect(config.backend).toEqual({ name: 'gitlab', repo: 'group/sub/site', branch: 'main' });
    expect(config.local_backend).toBe(true);
    expect(config.media_folder).toBe('shops/main/images');
    expect(config.collections[0]!.files.map((f) => f.file)).toEqual(['shop', 'services', 'makes', 'reviews', 'coupons', 'faq', 'pages'].map((k) => `shops/main/${k}.yaml`));
  });

  it('changes nothing else: the same files and bytes but /admin/, the host\'s rules and the manifest', () => {
    const files = listFiles(out);
    const changed = files.filter((f) => !existsSync(path.join(plain, f)) || !readFileSync(path.join(plain, f)).equals(readFileSync(path.join(out, f))));
    expect(changed).toEqual(['.shopsite-output.json', '.vercel/output/config.json', '.vercel/output/static/admin/config.yml', '.vercel/output/static/admin/index.html', 'admin/config.yml', 'admin/index.html']);
    expect(listFiles(plain)).toEqual(files.filter((f) => !f.includes('admin/')));
  });

  it('gives the same bytes for the same input', () => {
    const again = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', data, '--out', again, '--cms'], { env: EPOCH }).status).toBe(0);
    for (const file of ['admin/index.html', 'admin/config.yml', '.vercel/output/config.json']) {
      expect(readFileSync(path.join(again, file), 'utf8')).toBe(readFileSync(path.join(out, file), 'utf8'));
    }
  });
});

describe('shopsite build --cms without cms in shop.yaml', () => {
  it('names the field at shop.yaml with a hint, exits 1 and writes nothing', () => {
    const data = shopInRepository(false);
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--data', data, '--out', out, '--cms']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${path.join(data, 'shop.yaml')}:4:1  /cms  the content manager (--cms) needs cms in shop.yaml: the repository it saves to\n  hint: add, for example, cms: { backend: github, repo: owner/name, branch: main } (docs/cms.md), or build without --cms\n`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });
});

describe('shopsite build --cms of a fleet', () => {
  it("writes each shop's /admin/ with the files that shop has, at their paths in the repository", () => {
    const repo = path.join(tempDir(), 'repo');
    cpSync(FRANCHISE, repo, { recursive: true });
    const shops = readdirSync(path.join(repo, 'shops')).sort();
    for (const shop of shops) appendFileSync(path.join(repo, 'shops', shop, 'shop.yaml'), 'cms:\n  backend: github\n  repo: brand/sites\n');
    expect(spawnSync('git', ['init', '-q'], { cwd: repo }).status).toBe(0);
    const out = path.join(tempDir(), 'fleet');
    const run = runCli(['build', '--data', ...shops.map((s) => path.join(repo, 'shops', s)), '--out', out, '--cms']);
    expect(run.status, run.stderr).toBe(0);
    for (const shop of shops) {
      const config = parse(readFileSync(path.join(out, shop, 'admin', 'config.yml'), 'utf8')) as { collections: { files: { file: string }[] }[] };
      const own = readdirSync(path.join(repo, 'shops', shop)).filter((f) => f.endsWith('.yaml'));
      expect(config.collections[0]!.files.map((f) => f.file).sort()).toEqual(own.map((f) => `shops/${shop}/${f}`).sort());
    }
  });
});
