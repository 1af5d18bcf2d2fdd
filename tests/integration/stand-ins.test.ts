// npm run lighthouse's stand-ins (scripts/stand-ins.mjs) read the third parties from the built
// site, never from a list of their own: the origins of its CSP, the scripts of its loader
// configuration, the map of its facade; and answer each at its own address over https, at the
// weight docs/performance.md states. Lighthouse itself never runs here (no timed tests).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { THIRD_PARTIES, clientConfig, type ThirdParty } from '../../src/shared/third-parties.js';
import type { SiteData } from '../../src/shared/types.js';
import { validateSite } from '../../src/validate/index.js';
import { MANIFEST } from '../../src/write.js';
// @ts-expect-error: a plain .mjs script, typed by what this test uses of it
import { startStandIns, thirdPartiesOf } from '../../scripts/stand-ins.mjs';
import { OTHER_SHOP, runCli, tempDir } from '../helpers.js';
import { referenceWithExamples } from '../registry-examples.js';

interface Parties {
  origins: string[];
  scripts: { name: string; scriptUrl: string; global?: string; method?: string }[];
  map?: string;
}

/** Every third party of the table whose client value names a script, as the site's config has it. */
const scriptsOf = (site: SiteData) =>
  Object.entries(clientConfig(site)).flatMap(([name, value]) => (value && typeof value === 'object' && 'scriptUrl' in value ? [{ name, ...value }] : []));

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

function built(data: string): Parties {
  const out = path.join(tempDir(), 'dist');
  expect(runCli(['build', '--data', data, '--out', out]).status).toBe(0);
  const manifest = JSON.parse(readFileSync(path.join(out, MANIFEST), 'utf8')) as unknown;
  return thirdPartiesOf(out, manifest, 'index.html') as Parties;
}

/** GET https://host/path from the stand-ins' port, as Chromium does with the host mapped to it. */
function get(port: number, url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { host, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, servername: host, headers: { host, referer: 'http://127.0.0.1/', ...headers }, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('given the built reference site', () => {
  // With the schema's example of any third party of the table the reference shop leaves out.
  const { site, data } = referenceWithExamples();
  let parties: Parties;
  beforeAll(() => {
    parties = built(data);
  });

  it('then the third parties are read from it: the CSP origins, the loader config, the map of the facade', () => {
    const origin = (url: string) => new URL(url).origin;
    const sources = THIRD_PARTIES.flatMap((p: ThirdParty) => Object.values(p.sources(site)).flat());
    expect(parties.origins).toEqual([...new Set(sources.map(origin))].sort());
    expect(parties.scripts).toEqual(scriptsOf(site));
    expect(parties.scripts.map((p) => p.name)).toEqual(expect.arrayContaining(['booking', 'portal']));
    expect(parties.map).toBe(site.shop.links.mapEmbed);
  });

  it.skipIf(!hasOpenssl)('then each is answered at its own address over https, at the weight stated', async () => {
    const standIns = await startStandIns(parties);
    try {
      expect(standIns.chromeFlags).toContain('--ignore-certificate-errors');
      for (const host of standIns.hosts) expect(standIns.chromeFlags[0]).toContain(`MAP ${host} 127.0.0.1:${standIns.port}`);
      for (const party of parties.scripts) {
        const script = await get(standIns.port, party.scriptUrl);
        expect(script.status).toBe(200);
        if (party.global && party.method) {
          // A widget the site opens by a call (booking): the heavier stand-in, with that API.
          expect(script.body.length).toBeGreaterThan(250 * 1024);
          expect(script.body).toContain('performance.now()+300');
          expect(script.body).toContain(`window[${JSON.stringify(party.global)}]={${JSON.stringify(party.method)}:function`);
        } else {
          expect(script.body.length).toBeGreaterThan(150 * 1024);
          expect(script.body).toContain('performance.now()+150');
          expect(script.body).toContain(`[${JSON.stringify(party.name)}]=Object.assign({},s&&s.dataset)`);
        }
      }
      const map = await get(standIns.port, parties.map!, { 'sec-fetch-dest': 'iframe' });
      expect(map.headers['content-type']).toMatch(/^text\/html/);
      expect(String(map.headers['set-cookie'])).toMatch(/SameSite=None/);
      expect((await get(standIns.port, `${parties.origins[0]}/nothing-here`)).status).toBe(404);
      expect(standIns.requests.map((r: { kind: string }) => r.kind)).toEqual([...parties.scripts.map(() => 'script'), 'frame', 'other']);
    } finally {
      await standIns.close();
    }
  });
});

describe('given another shop', () => {
  it('then its own hosts are read, none of the reference shop', () => {
    const other = validateSite(loadSiteData(OTHER_SHOP).docs).site!;
    const parties = built(OTHER_SHOP);
    expect(parties.scripts).toEqual(scriptsOf(other));
    expect(parties.scripts.find((p) => p.name === 'booking')?.scriptUrl).toBe(other.shop.thirdParty.booking?.scriptUrl);
    expect(parties.map).toBe(other.shop.links.mapEmbed);
    expect(parties.origins.join(' ')).not.toMatch(/cardinal|google/);
  });
});
