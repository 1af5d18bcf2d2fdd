// Decap CMS as /admin/ loads it: one pinned release from unpkg, checked by Subresource Integrity,
// so no owner installs its large tree; and the Content-Security-Policy /admin/ is served with,
// which admits that release, the repository host's API and the local backend, and nothing more.
import { cspOrigin } from '../hosting/publish.js';
import type { Shop } from '../shared/types.js';

/** The release /admin/ loads; tools/decap/ installs exactly this version for the browser test. */
export const DECAP_VERSION = '3.16.3';

/** Where that release's files lie: the script, and the chunks it loads beside itself. */
export const DECAP_DIST = `https://unpkg.com/decap-cms@${DECAP_VERSION}/dist/`;
export const DECAP_SCRIPT = `${DECAP_DIST}decap-cms.js`;

/**
 * sha384 of dist/decap-cms.js at DECAP_VERSION (a unit test compares it with the installed file).
 * The chunks it loads carry no integrity of their own (webpack's loader adds none): the policy
 * admits the pinned release's folder alone.
 */
export const DECAP_INTEGRITY = 'sha384-A/Gdn928CNLufmnGWGs9RM4Q9o8bSNLeJERqBFrBjwzL7FRpoLT3MPF8Tl0+Wd2p';

/** decap-server's API, which `local_backend: true` means; Decap uses it only when /admin/ is opened from localhost. */
export const LOCAL_BACKEND = 'http://localhost:8081/api/v1';

export type CmsSettings = NonNullable<Shop['cms']>;

/** The origins Decap asks of each host: its API, and where it shows the signed-in user's picture. */
function hostOrigins(cms: CmsSettings): { api: string[]; images: string[] } {
  const own = cms.apiRoot ? [cspOrigin(cms.apiRoot)] : [];
  switch (cms.backend) {
    case 'github':
      return { api: ['https://api.github.com'], images: ['https://avatars.githubusercontent.com'] };
    case 'gitlab':
      return { api: own.length ? own : ['https://gitlab.com'], images: [...(own.length ? own : ['https://gitlab.com']), 'https://secure.gravatar.com'] };
    case 'gitea':
      return { api: own, images: own };
  }
}

/** An http(s) address's origin, for the local backend (plain http on the owner's machine). */
function localOrigin(url: string): string {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || !/^(localhost|127\.0\.0\.1)$/.test(parsed.hostname)) throw new Error(`the local backend must be on localhost, not ${url}`);
  return parsed.origin;
}

/**
 * /admin/'s policy. Decap checks its configuration with ajv, which compiles validators with
 * `new Function`: without 'unsafe-eval' it stops before showing anything (seen in Chromium by
 * tests/browser/cms.test.ts), so this page, and no other, admits it. Decap styles itself with
 * inline styles (emotion), shows uploaded media as blob: and data: addresses, and signs in
 * through a pop-up window (no frame, no form post). `meta`: the <meta> form, which cannot carry
 * frame-ancestors.
 */
export function cmsPolicy(cms: CmsSettings, localBackend: string, { meta = false }: { meta?: boolean } = {}): string {
  const { api, images } = hostOrigins(cms);
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-eval' ${DECAP_DIST}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', ...images)}`,
    `connect-src ${list("'self'", ...api, localOrigin(localBackend))}`,
    `font-src 'self' data:`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    ...(meta ? [] : [`frame-ancestors 'none'`]),
  ].join('; ');
}
