// npm run bench: how fast and how big. Never a timed test; run it on a quiet machine and copy the
// figures into docs/performance.md (and the README's table) with the machine they came from.
//   - cold build of the reference site: a new process each run, median of RUNS (after one
//     warm-up that compiles lib/ and fills the template and bundle caches)
//   - bytes a visitor downloads: HTML per page, the JS before any interaction, the CSS, gzipped
//   - dev: a one-file YAML edit to the reload event in an open page, median of RUNS edits
//   - edit: a save in the owner's editor until its preview serves the change (bench-edit.mjs)
//   - fleet: FLEET (default 10,100) generated shops in one command, pages per second, peak memory
//   - the same cold build with an empty cache (SHOPSITE_CACHE_DIR a new folder each run)
//   - `shopsite --version` against `node -e 0`, whole processes
//   - peak memory (max RSS, by /usr/bin/time when the machine has it)
//   - the paired ratio against Hugo (../shared/peers/vs-hugo.sh), when Debian's hugo and that
//     script are on this machine; and the same pairing with an empty build cache on every run
//   - a fleet rebuilt into its own output (--force: each shop's previous site replaced: write.ts),
//     and incrementally (fleet/inputs.ts): with nothing changed, and with one shop changed
//   - import of IMPORTED (default 1,000) generated rows (the example sheet's Raleigh row, each its
//     own name, town and phone) into a new folder, wall time of the command; and the same sheet
//     imported again (nothing to change)
//   - those imported shops built cold in one command, in turns with Hugo building the 57-page
//     site two at a time, FLEET_ROUNDS (default 3; 0 skips) rounds: pages per second of each and
//     their ratio, issue 25's goal; then rebuilt with nothing changed and with one shop changed
//     (bench-fleet-hugo.mjs, which also runs alone)
//   - brand fleet: as many shops of one brand (examples/franchise/brand/, each shop its own
//     shop.yaml and reviews.yaml), the same pages per shop, against the fleet of independent shops
// Everything is written under the system's temporary folder: TMPDIR=/dev/shm takes the disk out
// of the figures (docs/performance.md, "How to measure").
import { spawnSync } from 'node:child_process';
import { editSaveToPreview } from './bench-edit.mjs';
import { describeFleetAgainstHugo, fleetAgainstHugo, importRows } from './bench-fleet-hugo.mjs';
import { timeNode } from './bench-node.mjs';
import { serveCopy } from './bench-server.mjs';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const franchise = path.join(root, 'examples', 'franchise');
const bin = path.join(root, 'bin/shopsite.js');
const RUNS = Number(process.env.RUNS ?? 7);
const FLEET = (process.env.FLEET ?? '10,100').split(',').map(Number);
const IMPORTED = Number(process.env.IMPORTED ?? 1000);
const FLEET_ROUNDS = Number(process.env.FLEET_ROUNDS ?? 3);
const temp = mkdtempSync(path.join(os.tmpdir(), 'shopsite-bench-'));
const out = path.join(temp, 'dist');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function timeBuild(env) {
  const run = timeNode([bin, 'build', '--data', path.join(root, 'site-data'), '--out', out, '--json'], env);
  return { ...run, report: JSON.parse(run.stdout) };
}

/** A build whose cache is a new, empty folder: what a first build on a fresh checkout does. */
function timeEmptyCacheBuild() {
  return timeBuild({ ...process.env, SHOPSITE_CACHE_DIR: mkdtempSync(path.join(temp, 'cache-')) });
}

const spread = (xs) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, ${xs.length} runs)`;
const mbOf = (runs) => (runs[0].mb === undefined ? 'not measured (no /usr/bin/time)' : `${Math.max(...runs.map((r) => r.mb)).toFixed(0)} MB`);

async function devReload() {
  const { data, child, url } = await serveCopy({ root, bin, temp, command: 'dev', address: /http:\/\/127\.0\.0\.1:\d+\// });
  try {
    const response = await fetch(`${url}__shopsite/events`);
    const reader = response.body.getReader();
    const nextReload = async () => {
      for (let text = ''; !text.includes('event: reload'); ) text += new TextDecoder().decode((await reader.read()).value);
    };
    const faq = path.join(data, 'faq.yaml');
    const original = readFileSync(faq, 'utf8');
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const started = process.hrtime.bigint();
      writeFileSync(faq, original.replace('What are your hours?', `What are your hours (${i})?`));
      await nextReload();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      await new Promise((r) => setTimeout(r, 100));
    }
    await reader.cancel();
    return times;
  } finally {
    child.kill('SIGINT');
  }
}

function fleet(count) {
  const shops = path.join(temp, `fleet-${count}`);
  const shop = readFileSync(path.join(root, 'site-data', 'shop.yaml'), 'utf8');
  for (let i = 0; i < count; i++) {
    const dir = path.join(shops, `shop-${String(i).padStart(3, '0')}`);
    cpSync(path.join(root, 'site-data'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'shop.yaml'), shop.replace(/^name: .+$/m, `name: Bench Shop ${i}`));
  }
  const dirs = readdirSync(shops).map((d) => path.join(shops, d));
  const build = (...flags) => timeNode([bin, 'build', '--data', ...dirs, '--out', path.join(temp, `fleet-out-${count}`), '--json', ...flags]);
  const run = build();
  // Built again into the same folder, every shop, as a franchiser's nightly build with --force is.
  const again = build('--force');
  const unchanged = build();
  const first = path.join(dirs[0], 'shop.yaml');
  writeFileSync(first, readFileSync(first, 'utf8').replace(/^name: .+$/m, 'name: Bench Shop Renamed'));
  const one = build();
  return { ms: run.ms, mb: run.mb, pages: JSON.parse(run.stdout).pages, rebuildMs: again.ms, unchangedMs: unchanged.ms, oneMs: one.ms };
}

/** `count` shops of the example brand, each with only its own facts (the Springfield shop's, renamed). */
function brandFleet(count) {
  const root = path.join(temp, `brand-${count}`);
  cpSync(path.join(franchise, 'brand'), path.join(root, 'brand'), { recursive: true });
  const shop = readFileSync(path.join(franchise, 'shops', 'springfield', 'shop.yaml'), 'utf8');
  for (let i = 0; i < count; i++) {
    const dir = path.join(root, 'shops', `shop-${String(i).padStart(3, '0')}`);
    cpSync(path.join(franchise, 'shops', 'springfield'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'shop.yaml'), shop.replace(/^name: .+$/m, `name: Bench Shop ${i}`));
  }
  const dirs = readdirSync(path.join(root, 'shops')).map((d) => path.join(root, 'shops', d));
  const run = timeNode([bin, 'build', '--data', ...dirs, '--out', path.join(temp, `brand-out-${count}`), '--json']);
  return { ms: run.ms, pages: JSON.parse(run.stdout).pages };
}

try {
  timeBuild();
  const runs = Array.from({ length: RUNS }, timeBuild);
  const wall = runs.map((r) => r.ms);
  const inside = runs.map((r) => r.report.ms);
  const pages = runs[0].report.pages;
  const html = pages.map((p) => gzipSync(readFileSync(path.join(out, p.file))).length);
  const assets = readdirSync(path.join(out, 'assets')).map((f) => ({ f, gz: gzipSync(readFileSync(path.join(out, 'assets', f))).length }));
  const client = assets.find((a) => a.f.startsWith('client-'));
  const css = assets.find((a) => a.f.endsWith('.css'));
  const lazy = assets.filter((a) => a.f.startsWith('chunk-')).reduce((n, a) => n + a.gz, 0);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`);
  console.log(`reference site: ${pages.length} pages`);
  console.log(`cold build, whole process, warm cache: ${spread(wall)}`);
  console.log(`  of which the pipeline: median ${median(inside)} ms`);
  const empty = Array.from({ length: RUNS }, timeEmptyCacheBuild);
  console.log(`cold build, whole process, empty cache: ${spread(empty.map((r) => r.ms))}`);
  console.log(`peak memory of a build (max RSS): ${mbOf([...runs, ...empty])}`);
  const version = [];
  const bare = [];
  for (let i = 0; i < RUNS; i++) {
    version.push(timeNode([bin, '--version']).ms);
    bare.push(timeNode(['-e', '0']).ms);
  }
  console.log(`shopsite --version: ${spread(version)}; node -e 0: ${spread(bare)}; ratio ${(median(version) / median(bare)).toFixed(2)}x`);
  console.log(`HTML per page, gzip: median ${kb(median(html))}, largest ${kb(Math.max(...html))}`);
  console.log(`JS before the first paint, gzip: ${kb(client.gz)} (islands and React load on first use: ${kb(lazy)} in all)`);
  console.log(`CSS, gzip: ${kb(css.gz)}`);
  const dev = await devReload();
  console.log(`dev, one-file YAML edit to reload event: median ${median(dev).toFixed(0)} ms (min ${Math.min(...dev).toFixed(0)}, max ${Math.max(...dev).toFixed(0)}, ${RUNS} edits)`);
  const edit = await editSaveToPreview({ root, bin, temp, runs: RUNS });
  console.log(`edit, a save to its preview serving it: median ${median(edit).toFixed(0)} ms (min ${Math.min(...edit).toFixed(0)}, max ${Math.max(...edit).toFixed(0)}, ${RUNS} saves)`);
  for (const count of FLEET) {
    const f = fleet(count);
    console.log(`fleet of ${count} shops: ${f.pages} pages in ${(f.ms / 1000).toFixed(2)} s, ${Math.round((f.pages * 1000) / f.ms)} pages/s, ${(f.ms / count).toFixed(0)} ms per shop, peak memory ${f.mb === undefined ? 'not measured' : `${f.mb.toFixed(0)} MB`}`);
    console.log(`  rebuilt into the same folder (--force): ${(f.rebuildMs / 1000).toFixed(2)} s, ${Math.round((f.pages * 1000) / f.rebuildMs)} pages/s`);
    console.log(`  rebuilt incrementally, whole process: nothing changed ${(f.unchangedMs / 1000).toFixed(2)} s, one shop changed ${(f.oneMs / 1000).toFixed(2)} s`);
    const b = brandFleet(count);
    console.log(`  ${count} shops of one brand: ${b.pages} pages in ${(b.ms / 1000).toFixed(2)} s, ${Math.round((b.pages * 1000) / b.ms)} pages/s, ${(b.ms / count).toFixed(0)} ms per shop (${(b.ms / f.ms).toFixed(2)}x the independent shops' time)`);
  }
  const imported = importRows({ bin, root, temp, count: IMPORTED });
  console.log(`import of ${IMPORTED.toLocaleString('en-US')} generated rows: ${(imported.ms / 1000).toFixed(2)} s, whole process; again, nothing to change: ${(imported.againMs / 1000).toFixed(2)} s`);
  const vsHugo = path.join(root, '..', 'shared', 'peers', 'vs-hugo.sh');
  if (existsSync(vsHugo) && spawnSync('hugo', ['version']).status === 0) {
    if (FLEET_ROUNDS > 0) {
      const f = await fleetAgainstHugo({ bin, shopDirs: imported.shopDirs, temp, peers: path.dirname(vsHugo), rounds: FLEET_ROUNDS });
      console.log(describeFleetAgainstHugo(f));
    }
    const rounds = Math.max(RUNS, 5);
    const paired = spawnSync(vsHugo, [String(rounds)], { cwd: root, encoding: 'utf8' });
    console.log(`against Hugo, paired: ${(paired.stdout.trim().split('\n').at(-1) ?? paired.stderr).trim()}`);
    // As vs-hugo.sh pairs them, with a new, empty build cache for every shopsite run.
    const peers = path.dirname(vsHugo);
    const hugo = path.join(temp, 'hugo');
    cpSync(path.join(peers, 'hugo'), hugo, { recursive: true });
    const caches = path.join(temp, 'empty-caches');
    const mine = `SHOPSITE_CACHE_DIR=${caches}/$$ node ${bin} build --data ${path.join(root, 'site-data')} --out ${path.join(temp, 'paired')}`;
    const theirs = `cd ${hugo} && node scripts/stubs.mjs ${path.join(peers, 'site.json')} >/dev/null && hugo --quiet -d ${path.join(temp, 'hugo-out')}`;
    const empty = spawnSync(process.execPath, [path.join(peers, 'paired.mjs'), String(rounds), mine, theirs], { cwd: root, encoding: 'utf8' });
    const r = empty.status === 0 ? JSON.parse(empty.stdout) : undefined;
    console.log(
      r
        ? `against Hugo, paired, empty cache: shopsite ${r.a.toFixed(3)} s, Hugo ${r.b.toFixed(3)} s (medians of ${r.rounds} paired rounds): ratio ${r.ratio.toFixed(2)}x`
        : `against Hugo, paired, empty cache: failed (${empty.stderr.trim()})`,
    );
  } else {
    console.log('against Hugo: skipped (needs Debian\'s hugo and ../shared/peers/vs-hugo.sh)');
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
