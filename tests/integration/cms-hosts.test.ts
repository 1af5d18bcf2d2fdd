// /admin/'s own policy as the hosts read it: Cloudflare's runtime (`wrangler pages dev`, offline)
// sends /admin/ its policy alone, once, and every page the site's; Netlify's parser reads the
// _headers of a --cms build without complaint, and the last rule matching /admin/ (the one
// Netlify serves) holds /admin/'s policy. Nothing leaves the machine (tests/hosts/wrangler.ts).
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { appendFileSync, cpSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPolicy, LOCAL_BACKEND } from '../../src/cms/decap.js';
import { contentSecurityPolicy } from '../../src/hosting/publish.js';
import { loadSiteData } from '../../src/load/documents.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, runCli, tempDir } from '../helpers.js';
import { startPagesDev, type PagesDev } from '../hosts/wrangler.js';
import { countHeader, request } from './http.js';

const CMS = { backend: 'github' as const, repo: 'owner/shop-site', branch: 'main' };
const sitePolicy = contentSecurityPolicy(validateSite(loadSiteData(REFERENCE_DATA).docs).site!);
const adminPolicy = cmsPolicy(CMS, LOCAL_BACKEND);

/** The reference shop in a git repository of its own, with shop.yaml's cms, built --cms for a host. */
function buildFor(host: string): string {
  const repo = path.join(tempDir(), 'repo');
  cpSync(REFERENCE_DATA, path.join(repo, 'shop-data'), { recursive: true });
  appendFileSync(path.join(repo, 'shop-data', 'shop.yaml'), `cms:\n  backend: ${CMS.backend}\n  repo: ${CMS.repo}\n`);
  expect(spawnSync('git', ['init', '-q'], { cwd: repo }).status).toBe(0);
  const out = path.join(tempDir(), 'dist');
  const run = runCli(['build', '--host', host, '--data', path.join(repo, 'shop-data'), '--out', out, '--cms']);
  expect(run.status, run.stderr).toBe(0);
  return out;
}

describe('on Cloudflare Pages', () => {
  let server: PagesDev | undefined;

  beforeAll(async () => {
    server = await startPagesDev(buildFor('cloudflare'));
  }, 90_000);

  afterAll(() => server?.stop(), 30_000);

  it("sends /admin/ its own policy, once, and never indexed; every page keeps the site's", async () => {
    const admin = await request(`${server!.url}/admin/`);
    expect(admin.status).toBe(200);
    expect(countHeader(admin, 'Content-Security-Policy')).toBe(1);
    expect(admin.headers['content-security-policy']).toBe(adminPolicy);
    expect(admin.headers['x-robots-tag']).toBe('noindex');
    expect(admin.headers['x-content-type-options']).toBe('nosniff');
    const home = await request(`${server!.url}/`);
    expect(countHeader(home, 'Content-Security-Policy')).toBe(1);
    expect(home.headers['content-security-policy']).toBe(sitePolicy);
  });
});

describe('on Netlify', () => {
  it("reads _headers without errors, and the last rule for /admin/ holds its policy while / keeps the site's", async () => {
    const out = buildFor('netlify');
    const parsed = await parseAllHeaders({ headersFiles: [path.join(out, '_headers')], configHeaders: [], minimal: false });
    expect(parsed.errors.map((e: Error) => e.message)).toEqual([]);
    const policyAt = (urlPath: string) =>
      (parsed.headers as Header[]).filter((h) => h.forRegExp.test(urlPath) && h.values['Content-Security-Policy']).map((h) => h.values['Content-Security-Policy']);
    expect(policyAt('/admin/').at(-1)).toBe(adminPolicy);
    expect(policyAt('/')).toEqual([sitePolicy]);
  });
});
