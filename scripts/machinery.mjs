// npm run bench:machinery: what each piece of speed machinery (src/fast/) is worth, paired. For each
// piece, a copy of this checkout without it (a small patch, below) and this checkout build in turn,
// ROUNDS rounds after a warm-up, on the cases users run:
//   - cold: the reference site with an empty build cache, as a fresh CI job's first build (lib/
//     already built by the install's `npm run build`)
//   - rebuild: the same, every cache warm, into the same output folder
//   - fleet: FLEET_SHOPS shops (the reference site, renamed) in one command
// and prints the median of the per-round ratios, without/with (above 1: the piece pays). The
// Node is the one running this script: put another first on PATH to measure it there. Quote the
// ratios in docs/performance.md with the machine and the Node.
//   ONLY=fast-yaml,prebuilt-lib  CASES=cold,rebuild  ROUNDS=9  FLEET_SHOPS=100
// The pieces removed for not paying (docs/performance.md) were measured by patches of the same kind.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const FLEET_SHOPS = Number(process.env.FLEET_SHOPS ?? 100);
const CASES = (process.env.CASES ?? 'cold,rebuild,fleet').split(',');

/**
 * Each piece, and how a copy goes without it: [file, text, replacement], each text found exactly
 * once (tests/unit/machinery.test.ts checks they still are).
 */
export const PIECES = {
  'worker-heaps': {
    what: "fleet workers' fixed heaps (16 MB young, 128 MB old) instead of V8's defaults",
    patch: [['src/fleet/index.ts', 'new Worker(file, { resourceLimits: WORKER_HEAP })', 'new Worker(file, {})']],
  },
  'code-cache': {
    what: "V8's code cache of lib/'s modules, made at the end of a command's first run, instead of compiling them on every run",
    patch: [['src/fast/code-cache.ts', '|| !filename.startsWith(inside)) return nodeCompile', '|| true) return nodeCompile']],
  },
  'fast-yaml': {
    what: "js-yaml's event parser for the data, yaml's document only where a problem needs its position",
    patch: [['src/load/documents.ts', 'const fast = readPlainYaml(text);', 'const fast = undefined as ReturnType<typeof readPlainYaml>;']],
  },
  'prebuilt-lib': {
    what: "templates, validators, client bundle and stylesheet compiled into lib/ at install, not into the build cache on a project's first build",
    patch: [['src/fast/prebuilt.ts', "if (typeof __SHOPSITE_PREBUILT__ === 'undefined' || sourcesEdited) return undefined;", 'return undefined;']],
  },
};

let work;
const node = process.execPath;
/** As users run it: no NODE_ENV, so the launcher picks React's production build. */
const { NODE_ENV: _, ...withoutNodeEnv } = process.env;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** This checkout's committed files and its working changes, with node_modules hard-linked. */
function copyOf(name, patch = []) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) {
    try {
      cpSync(path.join(root, file), path.join(dir, file));
    } catch {
      // deleted in the working tree
    }
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  rmSync(path.join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
  for (const [file, text, replacement] of patch) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    if (source.split(text).length !== 2) throw new Error(`${name}: "${text}" is not in ${file} exactly once: update the patch in scripts/machinery.mjs`);
    writeFileSync(path.join(dir, file), source.replace(text, replacement));
  }
  // Builds lib/ once, outside the timings.
  execFileSync(node, [path.join(dir, 'bin', 'shopsite.js'), '--version'], { stdio: 'ignore' });
  return dir;
}

function fleetShops() {
  const shops = path.join(work, 'fleet');
  const shop = readFileSync(path.join(root, 'tests', 'fixtures', 'reference-shop', 'shop.yaml'), 'utf8');
  for (let i = 0; i < FLEET_SHOPS; i++) {
    const dir = path.join(shops, `shop-${String(i).padStart(3, '0')}`);
    cpSync(path.join(root, 'tests', 'fixtures', 'reference-shop'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'shop.yaml'), shop.replace(/^name: .+$/m, `name: Bench Shop ${i}`));
  }
  return readdirSync(shops).map((d) => path.join(shops, d));
}

let runs = 0;
/** One build by the copy in `dir`: wall seconds. */
function timeBuild(dir, kase, shops) {
  const data = kase === 'fleet' ? shops : [path.join(root, 'tests', 'fixtures', 'reference-shop')];
  const fresh = kase === 'cold' ? path.join(work, `empty-${runs++}`) : undefined;
  const caches = fresh ?? path.join(dir, 'node_modules', '.cache');
  const started = process.hrtime.bigint();
  const run = spawnSync(node, [path.join(dir, 'bin', 'shopsite.js'), 'build', '--data', ...data, '--out', path.join(dir, `out-${kase}`)], {
    env: { ...withoutNodeEnv, SHOPSITE_CACHE_DIR: path.join(caches, 'shopsite') },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`${dir} ${kase}: ${run.stderr}`);
  if (fresh) rmSync(fresh, { recursive: true, force: true });
  return seconds;
}

function main() {
  const only = process.env.ONLY?.split(',');
  const pieces = Object.entries(PIECES).filter(([name]) => !only || only.includes(name));
  work = mkdtempSync(path.join(os.tmpdir(), 'shopsite-machinery-'));
  try {
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, node ${process.version}, ${ROUNDS} paired rounds`);
    const shops = CASES.includes('fleet') ? fleetShops() : [];
    const withIt = copyOf('with');
    for (const [name, piece] of pieces) {
      const without = copyOf(`without-${name}`, piece.patch);
      for (const kase of CASES) {
        const pair = () => [timeBuild(without, kase, shops), timeBuild(withIt, kase, shops)];
        pair();
        const rounds = Array.from({ length: kase === 'fleet' ? Math.ceil(ROUNDS / 2) : ROUNDS }, pair);
        const a = median(rounds.map((r) => r[0]));
        const b = median(rounds.map((r) => r[1]));
        const ratio = median(rounds.map(([x, y]) => x / y));
        console.log(`${name} (${piece.what}), ${kase}: without ${(a * 1000).toFixed(0)} ms, with ${(b * 1000).toFixed(0)} ms, ratio ${ratio.toFixed(2)}x (${(a * 1000 - b * 1000).toFixed(0)} ms)`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
