// Issue 25's yardstick for a fleet, run by bench.mjs: a cold build of a brand's imported shops in
// one command, in turns with Hugo building the same 57-page shop site two at a time (one build a
// core, as the fleet's workers run one shop a core), so that the ratio of pages per second holds
// while the machine's speed drifts. Hugo's side is Hugo alone: its data step (one Node start)
// runs once before, which makes Hugo faster and the yardstick harder. Each shopsite round writes
// into a new folder with a new, empty build cache; no output is removed until the bench ends,
// since a removal of gigabytes slows the next writes on ext4 for a while. Then the fleet's
// incremental rebuilds: nothing changed, and one shop's phone changed.
// Alone: `node scripts/bench-fleet-hugo.mjs [SHOPS] [ROUNDS]` (defaults 1,000 and 3).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timeNode } from './bench-node.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A sheet of `count` rows made from the example sheet's Raleigh row (each its own store code,
 * name, town, site, phone and latitude), imported by `shopsite import` into a new folder, then
 * the same sheet again (nothing to change). Returns both wall times and the shops' folders.
 */
export function importRows({ bin, root, temp, count }) {
  const franchise = path.join(root, 'examples', 'franchise');
  const [header, , row] = readFileSync(path.join(franchise, 'locations.csv'), 'utf8').split('\n');
  const cols = header.split(',');
  const cells = row.match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g).slice(0, cols.length).map((c) => c.replace(/,$/, ''));
  const rows = Array.from({ length: count }, (_, i) => {
    const r = [...cells];
    r[cols.indexOf('Store code')] = `shop-${String(i).padStart(5, '0')}`;
    r[cols.indexOf('Business name')] = `Cardinal Auto Town ${i}`;
    r[cols.indexOf('Locality')] = `Town ${i}`;
    r[cols.indexOf('Website')] = `https://town-${i}.cardinal-auto.example.com`;
    r[cols.indexOf('Latitude')] = (30 + (i % 100) / 10).toFixed(4);
    r[cols.indexOf('Primary phone')] = `(919) 555-${String(1000 + i).slice(-4)}`;
    r[cols.indexOf('timeZone')] = '';
    return r.join(',');
  });
  const sheet = path.join(temp, 'import.csv');
  writeFileSync(sheet, `${header}\n${rows.join('\n')}\n`);
  const into = path.join(temp, 'imported');
  const args = [bin, 'import', sheet, '--brand', path.join(franchise, 'brand'), '--into', into];
  const ms = timeNode(args).ms;
  const againMs = timeNode(args).ms;
  return { ms, againMs, shopDirs: readdirSync(into).sort().map((d) => path.join(into, d)) };
}

/** Hugo building each site at once, `pairs` times in a row: pages per second of the lot. */
async function hugoTwoAtATime(sites, pairs, pagesPerBuild) {
  const run = (site) =>
    new Promise((resolve, reject) => {
      const child = spawn('hugo', ['--quiet', '-d', path.join(site, 'public')], { cwd: site, stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`hugo exited with ${code} in ${site}`))));
    });
  const started = process.hrtime.bigint();
  for (let i = 0; i < pairs; i++) await Promise.all(sites.map(run));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return (pairs * sites.length * pagesPerBuild) / seconds;
}

/** `shopDirs` built cold `rounds` times, each round followed by Hugo's pairs: the medians and each round's figures. */
export async function fleetAgainstHugo({ bin, shopDirs, temp, peers, rounds }) {
  const sites = ['a', 'b'].map((name) => {
    const site = path.join(temp, `hugo-${name}`);
    cpSync(path.join(peers, 'hugo'), site, { recursive: true });
    const data = spawnSync(process.execPath, ['scripts/stubs.mjs', path.join(peers, 'site.json')], { cwd: site, encoding: 'utf8' });
    if (data.status !== 0) throw new Error(`Hugo's data step failed: ${data.stderr}`);
    return site;
  });
  const pairs = 40;
  await hugoTwoAtATime(sites, 1, 0); // warm-up: the binary and the site in the page cache
  const hugoPages = readdirSync(path.join(sites[0], 'public'), { recursive: true }).filter((f) => f.endsWith('.html')).length;
  const mine = [];
  const theirs = [];
  let out;
  for (let round = 0; round < rounds; round++) {
    out = path.join(temp, `fleet-vs-hugo-${round}`);
    const env = { ...process.env, SHOPSITE_CACHE_DIR: mkdtempSync(path.join(temp, 'fleet-cache-')) };
    const run = timeNode([bin, 'build', '--data', ...shopDirs, '--out', out, '--json'], env);
    mine.push({ pagesPerSecond: (JSON.parse(run.stdout).pages * 1000) / run.ms, ms: run.ms, mb: run.mb });
    theirs.push(await hugoTwoAtATime(sites, pairs, hugoPages));
  }
  const rebuild = () => timeNode([bin, 'build', '--data', ...shopDirs, '--out', out, '--json']).ms;
  const unchangedMs = rebuild();
  const shop = path.join(shopDirs[0], 'shop.yaml');
  const text = readFileSync(shop, 'utf8');
  writeFileSync(shop, text.replace(/^phone: .+$/m, 'phone: "(919) 555-0199"'));
  const oneMs = rebuild();
  writeFileSync(shop, text);
  return {
    shops: shopDirs.length,
    rounds,
    pagesPerSecond: median(mine.map((m) => m.pagesPerSecond)),
    ms: median(mine.map((m) => m.ms)),
    mb: mine[0].mb === undefined ? undefined : Math.max(...mine.map((m) => m.mb)),
    hugoPagesPerSecond: median(theirs),
    hugoPages,
    ratio: median(mine.map((m, i) => m.pagesPerSecond / theirs[i])),
    perRound: mine.map((m, i) => `${Math.round(m.pagesPerSecond)}/${Math.round(theirs[i])}`),
    unchangedMs,
    oneMs,
  };
}

/** The lines bench.mjs prints of fleetAgainstHugo's figures. */
export function describeFleetAgainstHugo(f) {
  return [
    `fleet of ${f.shops.toLocaleString('en-US')} imported shops of one brand, cold, against Hugo two at a time, paired (${f.rounds} rounds): shopsite ${Math.round(f.pagesPerSecond)} pages/s (${(f.ms / 1000).toFixed(1)} s, peak memory ${f.mb === undefined ? 'not measured' : `${f.mb.toFixed(0)} MB`}), Hugo ${Math.round(f.hugoPagesPerSecond)} pages/s (${f.hugoPages} pages a build): ratio ${f.ratio.toFixed(2)}x (rounds, shopsite/Hugo: ${f.perRound.join(', ')})`,
    `  rebuilt incrementally, whole process: nothing changed ${(f.unchangedMs / 1000).toFixed(2)} s, one shop's phone changed ${(f.oneMs / 1000).toFixed(2)} s`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const peers = path.join(root, '..', 'shared', 'peers');
  if (!existsSync(path.join(peers, 'hugo')) || spawnSync('hugo', ['version']).status !== 0) {
    console.error("needs Debian's hugo and ../shared/peers/hugo");
    process.exit(2);
  }
  const [count = 1000, rounds = 3] = process.argv.slice(2).map(Number);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'shopsite-bench-fleet-'));
  try {
    const bin = path.join(root, 'bin', 'shopsite.js');
    const { shopDirs } = importRows({ bin, root, temp, count });
    console.log(describeFleetAgainstHugo(await fleetAgainstHugo({ bin, shopDirs, temp, peers, rounds })));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
