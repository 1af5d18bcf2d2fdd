// The import rules of .dependency-cruiser.cjs (npm run test:imports runs them on src/ and
// templates/): each rule is shown to catch what it forbids, in a small tree of its own, so that a
// rule whose path never matches cannot pass for a rule kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers.js';

/** Runs the project's rules over `files` (path: source) in a folder of their own; the rules broken. */
function brokenRules(files: Record<string, string>): string[] {
  const dir = tempDir();
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', jsx: 'react-jsx', allowImportingTsExtensions: false } }));
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), ...['src', 'templates'].filter((root) => existsSync(path.join(dir, root))), '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd: dir, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(report.summary.violations.map((v) => v.rule.name))].sort();
}

const uses = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;
const leaf = 'export const x = 1;\n';

describe('the import rules', () => {
  it.each<{ name: string; rule: string; files: Record<string, string> }>([
    { name: 'a circle', rule: 'no-circular', files: { 'src/load/a.ts': uses('./b.js'), 'src/load/b.ts': `${uses('./a.js')}export { x };\n` } },
    { name: 'shared/ reaching a stage', rule: 'shared-is-a-leaf', files: { 'src/shared/a.ts': uses('../routes.js'), 'src/routes.ts': leaf } },
    { name: 'a stage reaching the command line', rule: 'stages-below-commands', files: { 'src/render.ts': uses('./cli/index.js'), 'src/cli/index.ts': leaf } },
    { name: 'load reaching validation', rule: 'load-before-validate', files: { 'src/load/index.ts': uses('../validate/rules.js'), 'src/validate/rules.ts': leaf } },
    { name: 'a speed helper reaching a stage', rule: 'speed-helpers-are-leaves', files: { 'src/fast/build-cache.ts': uses('../render.js'), 'src/render.ts': leaf } },
    { name: 'a template reaching the engine', rule: 'templates-import-templates', files: { 'templates/pages/A.tsx': uses('../../src/routes.js'), 'src/routes.ts': leaf } },
    { name: 'the engine running a template', rule: 'engine-renders-templates-through-render', files: { 'src/routes.ts': uses('../templates/pages/A.js'), 'templates/pages/A.tsx': leaf } },
    { name: 'the browser runtime reaching Node code', rule: 'browser-runtime-stays-in-the-browser', files: { 'src/client/a.ts': uses('../write.js'), 'src/write.ts': leaf } },
  ])('catch $name ($rule)', ({ rule, files }) => {
    expect(brokenRules(files)).toEqual([rule]);
  });

  it('let through what the layout allows: a stage using shared/, the browser runtime hydrating an island, a type anywhere', () => {
    expect(
      brokenRules({
        'src/routes.ts': uses('./shared/text.js'),
        'src/shared/text.ts': leaf,
        'src/client/mount.ts': uses('../../templates/islands/Menu.js'),
        'templates/islands/Menu.tsx': leaf,
        'src/shared/types.ts': "import type { x } from '../render.js';\nexport type Y = typeof x;\n",
        'src/render.ts': leaf,
      }),
    ).toEqual([]);
  });
});
