// shopsite as a dependency of a shop's own project, installed from `npm pack`'s tarball the way npm
// lays it out: the tarball ships only what runs, the launcher runs the packed lib/ and writes
// nothing into node_modules/shopsite, the build cache is the project's node_modules/.cache/shopsite,
// and init, check, build and preview work through npx. No network: the tarball is unpacked and
// shopsite's dependencies are linked from this repository's node_modules, hoisted as npm puts them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ROOT, cliEnv, servingAt, tempDir } from '../helpers.js';

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Runs `npm pack` (and so prepare) into a temp folder; the tarball and the paths it holds. */
function pack(): { tarball: string; files: string[] } {
  const dest = tempDir('shopsite-pack-');
  const stdout = execFileSync('npm', ['pack', '--json', '--pack-destination', dest], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [info] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  return { tarball: path.join(dest, info!.filename), files: info!.files.map((f) => f.path).sort() };
}

/**
 * The packages Node finds for shopsite's dependencies, each a folder directly in this repository's
 * node_modules (one nested deeper comes along inside its parent's folder): npm's hoisted layout.
 */
function hoistedDependencies(): string[] {
  const modules = path.join(ROOT, 'node_modules');
  const found = new Set<string>();
  const visit = (manifest: Manifest) => {
    const names = [manifest.dependencies, manifest.optionalDependencies, manifest.peerDependencies].flatMap((deps) => Object.keys(deps ?? {}));
    for (const name of names) {
      const dir = path.join(modules, name);
      if (found.has(name) || !existsSync(path.join(dir, 'package.json'))) continue; // an optional package for another platform
      found.add(name);
      visit(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest);
    }
  };
  visit(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest);
  return [...found].sort();
}

/** A new project with the tarball installed as npm would: node_modules/shopsite, its bin, its dependencies hoisted. */
function installInNewProject(tarball: string): string {
  const project = tempDir('shopsite-project-');
  writeFileSync(path.join(project, 'package.json'), `${JSON.stringify({ name: 'hilltop-site', private: true, devDependencies: { shopsite: `file:${tarball}` } }, null, 2)}\n`);
  const modules = path.join(project, 'node_modules');
  mkdirSync(path.join(modules, '.bin'), { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', project]);
  renameSync(path.join(project, 'package'), path.join(modules, 'shopsite'));
  chmodSync(path.join(modules, 'shopsite', 'bin', 'shopsite.js'), 0o755);
  symlinkSync(path.join('..', 'shopsite', 'bin', 'shopsite.js'), path.join(modules, '.bin', 'shopsite'));
  for (const name of hoistedDependencies()) {
    mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name), 'dir');
  }
  return project;
}

/** Every file below `dir` with its size and modification time, to see that nothing changed. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((d) => path.join(d.parentPath, d.name))
    .map((file) => `${path.relative(dir, file)} ${statSync(file).size} ${statSync(file).mtimeMs}`)
    .sort();
}

/** `npx shopsite …` in the project, offline, as a shop's maintainer or its CI runs it. */
function npx(project: string, args: string[]) {
  const run = spawnSync('npx', ['shopsite', ...args], { cwd: project, encoding: 'utf8', env: npxEnv() });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const npxEnv = () => cliEnv({ SHOPSITE_CACHE_DIR: '', npm_config_offline: 'true', npm_config_update_notifier: 'false' });

/** `npx shopsite preview` on a free port; its URL once it listens, and the child to stop. */
async function preview(project: string, out: string): Promise<string> {
  const child = spawn('npx', ['shopsite', 'preview', '--out', out, '--port', '0'], { cwd: project, env: npxEnv(), stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  // npx runs the launcher in a child of its own: stop the whole group it leads, and wait until it
  // is gone, so that nothing it writes as it ends races the removal of the project.
  onTestFinished(async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    const alive = () => {
      try {
        process.kill(-child.pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; alive() && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return servingAt(child).then(({ url }) => url);
}

describe('shopsite installed from its tarball in a shop’s own project', () => {
  it('ships only what runs, and inits, checks, builds and previews without writing into its own folder', async () => {
    // A bundle an earlier version wrote (render-worker.cjs, say) is removed when lib/ is built, never packed.
    mkdirSync(path.join(ROOT, 'lib'), { recursive: true });
    writeFileSync(path.join(ROOT, 'lib', 'stale-entry.cjs'), '');
    const { tarball, files } = pack();
    expect(files.filter((f) => /^lib\/[^/]+\.cjs$/.test(f))).toEqual(['cli', 'commands', 'launch', 'prebuild', 'worker'].map((entry) => `lib/${entry}.cjs`));
    // Without it the launcher, CommonJS, would be read as an ES module ("require is not defined").
    expect(files).toContain('bin/package.json');
    expect(files).toContain('lib/.sources');
    // The pages the commands' messages and --help name (docs/import.md), for a user who has only the package.
    expect(files).toEqual(expect.arrayContaining(['docs/import.md', 'docs/hub.md', 'docs/fleets.md', 'docs/problems.md']));
    for (const file of files) expect(file, `${file} is packed`).not.toMatch(/^(tests|scripts|\.ci|site-data|dist|node_modules)\/|^src\/(cli|validate|fleet)\//);

    const project = installInNewProject(tarball);
    const installed = path.join(project, 'node_modules', 'shopsite');
    // The packed lib/ is src/ as it is now: prepare built and stamped it.
    expect(readFileSync(path.join(installed, 'lib', '.sources'), 'utf8')).toBe(readFileSync(path.join(ROOT, 'lib', '.sources'), 'utf8'));
    const before = snapshot(installed);

    const init = npx(project, ['init', 'shop', '--name', 'Hilltop Auto', '--city', 'Asheville', '--state', 'NC', '--state-name', 'North Carolina', '--phone', '(828) 555-0123', '--site-url', 'https://hilltop.example.org']);
    expect(init.status, init.stderr).toBe(0);
    expect(existsSync(path.join(project, 'shop', 'shop.yaml'))).toBe(true);
    // The editor schema line names the project's installed copy, which moves with the project.
    expect(readFileSync(path.join(project, 'shop', 'shop.yaml'), 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\/node_modules\/shopsite\/schemas\/shop\.schema\.json\n/);

    const check = npx(project, ['check', '--data', 'shop']);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toMatch(/still to fill in/);

    const build = npx(project, ['build', '--data', 'shop', '--out', 'dist']);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stderr).toMatch(/^Built \d+ pages .* into dist\/$/m);
    for (const page of ['index.html', 'services/index.html', 'about/index.html', '404.html', 'sitemap.xml']) {
      expect(existsSync(path.join(project, 'dist', page)), page).toBe(true);
    }
    expect(readFileSync(path.join(project, 'dist', 'index.html'), 'utf8')).toContain('Hilltop Auto');

    const url = await preview(project, 'dist');
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Hilltop Auto');

    // The validators, templates, client bundle and stylesheet came compiled in the package
    // (lib/prebuilt-*): a shop without photos compiles nothing, so the project's cache holds only
    // V8's code of the commands run (src/fast/code-cache.ts), one folder for the Node that ran them.
    for (const name of ['validators.cjs', 'templates.cjs', 'styles.css']) expect(files.some((f) => new RegExp(`^lib/prebuilt-\\w+/${name.replace('.', '\\.')}$`).test(f)), name).toBe(true);
    expect(files.some((f) => /^lib\/prebuilt-\w+\/client\/client-\w+\.js$/.test(f))).toBe(true);
    const cache = path.join(project, 'node_modules', '.cache', 'shopsite');
    expect(readdirSync(cache)).toEqual([`v8-${process.versions.v8}-${process.arch}`]);
    expect(readdirSync(path.join(cache, `v8-${process.versions.v8}-${process.arch}`)).filter((name) => name.startsWith('commands.cjs-'))).toHaveLength(3);
    expect(snapshot(installed)).toEqual(before);
  }, 120_000);
});
