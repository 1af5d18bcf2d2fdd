// The Content-Security-Policy says only what the data means: the site itself and the plain https
// origins of the third parties shop.yaml names. Validation refuses anything else; publish.ts
// refuses it again, so no value that slipped past could widen or rewrite the policy.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspOrigin } from '../../src/hosting/publish.js';
import { THIRD_PARTIES, clientConfig, thirdPartySources, type ThirdParty } from '../../src/shared/third-parties.js';
import type { SiteData } from '../../src/shared/types.js';
import { referenceWithExamples } from '../registry-examples.js';

/** The reference shop, with the schema's example of any third party of the table it leaves out. */
const site = referenceWithExamples().site;
const PLAIN_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

/** Directive name to its sources, split as a browser parses a serialized policy (CSP3). */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the Content-Security-Policy of the reference data', () => {
  const policy = directives(contentSecurityPolicy(site));

  it('holds only self, data:, inline style, none and plain https origins', () => {
    for (const [name, sources] of policy) {
      for (const source of sources) {
        const keyword = ["'self'", "'none'", 'data:'].includes(source) || (source === "'unsafe-inline'" && name === 'style-src');
        expect(keyword || PLAIN_ORIGIN.test(source), `${name} ${source}`).toBe(true);
      }
    }
  });

  it('has each directive once and none that the data could add', () => {
    expect([...policy.keys()]).toEqual([
      'default-src', 'script-src', 'style-src', 'img-src', 'connect-src', 'frame-src', 'font-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors',
    ]);
  });

  it('names the third parties by origin alone', () => {
    const origins = thirdPartySources(site, 'script-src').map((url) => new URL(url).origin);
    expect(origins).toContain(new URL(site.shop.thirdParty.booking!.scriptUrl).origin);
    expect(policy.get('script-src')).toEqual(["'self'", ...[...new Set(origins)].sort()]);
    expect(policy.get('frame-src')).toContain(new URL(site.shop.links.mapEmbed).origin);
  });

  it('follows the table of third parties: one more row, and its host is admitted where it asks', () => {
    const row: ThirdParty = { name: 'added-here', sources: () => ({ 'script-src': ['https://added-here.example.org/c.js'], 'connect-src': ['https://added-here.example.org/'] }), client: () => 'on' };
    const table = THIRD_PARTIES as unknown as ThirdParty[];
    table.push(row);
    try {
      const more = directives(contentSecurityPolicy(site));
      expect(more.get('script-src')).toContain('https://added-here.example.org');
      expect(more.get('connect-src')).toContain('https://added-here.example.org');
      expect(more.get('frame-src')).not.toContain('https://added-here.example.org');
      expect((clientConfig(site) as Record<string, unknown>)['added-here']).toBe('on');
    } finally {
      table.pop();
    }
    expect(Object.keys(clientConfig(site))).toEqual(THIRD_PARTIES.filter((p) => 'client' in p).map((p) => p.name));
  });
});

describe('publish.ts on values validation should have refused', () => {
  const hostile = (change: (s: SiteData) => void) => {
    const copy = structuredClone(site);
    change(copy);
    return copy;
  };

  it.each([
    ['a wildcard host', (s: SiteData) => (s.shop.thirdParty.booking!.scriptUrl = 'https://*')],
    ['a wildcard written %2a', (s: SiteData) => (s.shop.links.mapEmbed = 'https://%2a/')],
    ['a directive after the host', (s: SiteData) => (s.shop.thirdParty.portal!.scriptUrl = 'https://x.example;script-src-elem')],
    ['a comma in the host', (s: SiteData) => (s.shop.thirdParty.booking!.scriptUrl = 'https://x.example,evil.example/')],
    ['an http address', (s: SiteData) => (s.shop.thirdParty.booking!.scriptUrl = 'http://booking.example.com/w.js')],
    ['an http image', (s: SiteData) => (s.services[0]!.image = { src: 'http://photos.example.com/a.jpg', alt: '', width: 1, height: 1 })],
  ])('refuses %s rather than write it into the policy', (_, change) => {
    expect(() => contentSecurityPolicy(hostile(change))).toThrow(/refusing to put .* into the Content-Security-Policy/);
  });

  it('keeps the origin of an address and drops its path, query and user name', () => {
    expect(cspOrigin('https://Booking.Example.com:8443/w.js?k=1#x')).toBe('https://booking.example.com:8443');
    expect(cspOrigin('https://booking.example.com:443/w.js')).toBe('https://booking.example.com');
    expect(() => cspOrigin('https://user@[::1]/')).toThrow();
  });
});
