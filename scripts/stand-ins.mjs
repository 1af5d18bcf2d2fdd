// Stand-ins for a built site's third parties, at realistic weight, for `npm run lighthouse`: an
// https server on 127.0.0.1 (a free port, a throwaway self-signed certificate from openssl) that
// Chromium reaches under the third parties' own host names (--host-resolver-rules maps each one
// to it; --ignore-certificate-errors accepts the certificate). Nothing leaves the machine.
//
// What the site names comes from the build itself, never from this file: the origins from its
// Content-Security-Policy (src/shared/third-parties.ts is the one table behind it), the scripts from
// the loader's configuration on <body data-config> (every party there with a scriptUrl), the map
// from the facade's data-map. No party is named here: each is known by its shape.
// - a widget opened by a call (a party with `global` and `method`, as booking): about 250 KB of
//   script that keeps the main thread busy for 300 ms when it runs, then provides the API the
//   site calls (window[global][method]());
// - any other script (the customer portal, for one): about 150 KB, 150 ms, keeping its data
//   attributes in window.__standIns[<party>];
// - map: the embed page (with its own script and a cookie of the provider's, as a real embed
//   sets one) for any frame;
// anything else on those hosts is a 404 the report lists.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';

const decode = (text) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The third parties a built site names: origins (from its CSP), scripts (from its loader config, by party), the map. */
export function thirdPartiesOf(outDir, manifest, homeFile) {
  const html = readFileSync(path.join(outDir, homeFile), 'utf8');
  const header = manifest.host?.headers?.flatMap((rule) => Object.entries(rule.headers)).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  const csp = header ?? (meta ? decode(meta) : '');
  const origins = [...new Set(csp.match(/https:\/\/[^\s;]+/g) ?? [])].sort();
  const rawConfig = /<body[^>]* data-config="([^"]*)"/.exec(html)?.[1];
  const config = rawConfig ? JSON.parse(decode(rawConfig)) : {};
  const map = /data-map="([^"]*)"/.exec(html)?.[1];
  const scripts = Object.entries(config).flatMap(([name, value]) => (typeof value?.scriptUrl === 'string' ? [{ name, ...value }] : []));
  return { origins, scripts, map: map ? decode(map) : undefined };
}

/** About `bytes` of plain functions, as a bundle holds them (parsed, compiled lazily when called). */
function bulk(bytes, tag) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `function ${tag}${i.toString(36)}(a,b){var c=a*${(i * 7919) % 9973}+(b|0);return c.toString(36)+${JSON.stringify(`${tag}-${((i * 2654435761) >>> 0).toString(36)}`)};}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

const busy = (ms) => `var __end=performance.now()+${ms};while(performance.now()<__end){}\n`;

function widgetScript(widget) {
  // show(): a dialog over the page, as a booking widget opens one; counted for tests.
  const api = `window[${JSON.stringify(widget.global)}]={${JSON.stringify(widget.method)}:function(){
  window.__standInBookingShown=(window.__standInBookingShown||0)+1;
  var d=document.createElement('div');d.setAttribute('role','dialog');d.setAttribute('aria-label','Book an appointment (stand-in)');
  d.style.cssText='position:fixed;inset:10% 5%;z-index:99;background:#fff;color:#111;padding:2rem;border-radius:12px;box-shadow:0 20px 60px rgba(0,0,0,.5)';
  d.textContent='Booking widget (stand-in)';var b=document.createElement('button');b.type='button';b.textContent='Close';b.onclick=function(){d.remove()};d.append(' ',b);document.body.append(d);b.focus();
}};\n`;
  return `(function(){\n${bulk(250 * 1024, 'bk')}${busy(300)}${api}})();\n`;
}

function plainScript(name) {
  const read = `var s=document.currentScript;(window.__standIns=window.__standIns||{})[${JSON.stringify(name)}]=Object.assign({},s&&s.dataset);\n`;
  return `(function(){\n${read}${bulk(150 * 1024, 'pt')}${busy(150)}})();\n`;
}

/** A party's stand-in by its shape: a widget the site opens by a call, or a script that runs by itself. */
const standInScript = (party) => (party.global && party.method ? widgetScript(party) : plainScript(party.name));

const MAP_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Map (stand-in)</title>
<style>html,body{margin:0;height:100%;font:14px sans-serif}body{background:repeating-linear-gradient(0deg,#e5e7eb 0 2px,#f8fafc 2px 48px),repeating-linear-gradient(90deg,#e5e7eb 0 2px,#f8fafc 2px 64px);background-blend-mode:multiply}p{margin:1rem}</style>
<p>Map (stand-in)</p><script src="/stand-in-map.js"></script></html>\n`;

function mapScript() {
  return `(function(){\n${bulk(200 * 1024, 'mp')}${busy(100)}})();\n`;
}

/** A self-signed certificate for the stand-in hosts, made by openssl in a folder removed at once. */
function certificate(hosts) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shopsite-stand-in-'));
  try {
    const san = hosts.map((h) => `DNS:${h}`).join(',') || 'DNS:localhost';
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=shopsite stand-in', '-addext', `subjectAltName=${san}`, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('openssl is needed for the stand-ins\' certificate: apt-get install -y openssl');
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const withoutQuery = (url) => url.replace(/[?#].*$/, '');

/**
 * Serves the stand-ins on 127.0.0.1 and a free port. `delay` (ms) holds every answer back, for a
 * slow network. Returns the port, Chromium's flags, the requests seen (for the report) and close().
 */
export async function startStandIns(parties, { delay = 0 } = {}) {
  const hosts = parties.origins.map((o) => new URL(o).hostname);
  const bodies = new Map();
  for (const party of parties.scripts) bodies.set(withoutQuery(party.scriptUrl), standInScript(party));
  const mapScriptBody = mapScript();
  const requests = [];
  const server = createServer(certificate(hosts), (req, res) => {
    const url = `https://${req.headers.host}${req.url}`;
    const frame = req.headers['sec-fetch-dest'] === 'iframe';
    const body = bodies.get(withoutQuery(url)) ?? (req.url === '/stand-in-map.js' ? mapScriptBody : undefined);
    // Chromium's own background requests to a mapped host carry no referrer: they are not the page's.
    if (req.headers.referer) requests.push({ url, kind: body ? 'script' : frame ? 'frame' : 'other' });
    setTimeout(() => {
      // Timing-Allow-Origin, as CDNs send it, so the page's resource timing shows the sizes.
      if (body) res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300', 'timing-allow-origin': '*' }).end(body);
      else if (frame) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'map_visitor=stand-in; Path=/; Secure; SameSite=None; Max-Age=3600' }).end(MAP_PAGE);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('no stand-in for this address\n');
    }, delay);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    hosts,
    requests,
    chromeFlags: [`--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ')}`, '--ignore-certificate-errors'],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
