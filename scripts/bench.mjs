// npm run bench: how fast and how big. Never a timed test; run it on a quiet machine and copy the
// figures into the README with the machine they came from.
//   - cold build of the reference site: a new process each run, median of RUNS (after one
//     warm-up that compiles lib/ and fills the template and bundle caches)
//   - bytes a visitor downloads: HTML per page, the JS before any interaction, the CSS, gzipped
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 7);
const temp = mkdtempSync(path.join(os.tmpdir(), 'shopsite-bench-'));
const out = path.join(temp, 'dist');

function timeBuild() {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [path.join(root, 'bin/shopsite.js'), 'build', '--data', path.join(root, 'site-data'), '--out', out, '--json'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, report: JSON.parse(run.stdout) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

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
  console.log(`cold build, whole process: median ${median(wall).toFixed(0)} ms (min ${Math.min(...wall).toFixed(0)}, max ${Math.max(...wall).toFixed(0)}, ${RUNS} runs)`);
  console.log(`  of which the pipeline: median ${median(inside)} ms`);
  console.log(`HTML per page, gzip: median ${kb(median(html))}, largest ${kb(Math.max(...html))}`);
  console.log(`JS before any interaction, gzip: ${kb(client.gz)} (islands and React load on first use: ${kb(lazy)} in all)`);
  console.log(`CSS, gzip: ${kb(css.gz)}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
