// `shopsite check` over several data folders works as a fleet build does: each shop checked on
// its own, a line each, then every problem once naming its shops, a summary, exit 1 when any
// failed; --strict counts warnings. `dev` says in its help that it serves one folder.
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRANCHISE, OTHER_SHOP, REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

/** A copy of the second example shop with shop.yaml changed. */
function shop(change: (text: string) => string): string {
  const copy = dataWith(OTHER_SHOP);
  writeFileSync(path.join(copy, 'shop.yaml'), change(readFileSync(path.join(copy, 'shop.yaml'), 'utf8')));
  return copy;
}

describe('check with several --data folders', () => {
  it('checks each shop, prints its problems after the shops\' lines, naming the shop, and exits 1 when one failed', () => {
    const good = REFERENCE_DATA;
    const bad = shop((t) => t.replace('phone: "(503) 555-0187"', 'phone: "555-0187"'));
    const run = runCli(['check', '--data', good, bad]);
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n');
    expect(lines[0]).toBe('Checking 2 shops');
    const badLine = lines.findIndex((l) => l.startsWith('✗ '));
    // Each shop named by its folder's name, as a fleet's build names it.
    expect(lines[badLine]).toBe(`✗ ${path.basename(bad)}: 1 problem`);
    expect(lines.filter((l) => l.startsWith(`✓ ${path.basename(good)}: `))).toHaveLength(1);
    const problem = lines.indexOf(`${bad}/shop.yaml:5:8  /phone  "555-0187" has too few digits for a phone number`);
    expect(problem).toBeGreaterThan(badLine);
    expect(lines.slice(problem + 1).find((l) => !l.startsWith('  hint: '))).toBe(`  shop: ${path.basename(bad)}`);
    expect(lines.at(-2)).toMatch(/^1 of 2 shops are valid \(checked in \d+ ms\); failed: /);
    expect(lines.at(-2)!.endsWith(`failed: ${path.basename(bad)}`)).toBe(true);
  });

  it("prints a value left to fill in at the same place of each shop's own file once, at the first shop's file, and counts it in each", () => {
    const root = tempDir();
    cpSync(path.join(FRANCHISE, 'brand'), path.join(root, 'brand'), { recursive: true });
    const into = path.join(root, 'shops');
    expect(runCli(['import', path.join(FRANCHISE, 'locations.csv'), '--brand', path.join(root, 'brand'), '--into', into]).status).toBe(0);
    const dirs = readdirSync(into).sort().map((d) => path.join(into, d));
    expect(dirs).toHaveLength(3);
    const run = runCli(['check', '--data', ...dirs]);
    expect(run.status, run.stderr).toBe(0);
    // The import leaves each shop three reviews to fill in, at the same lines of its reviews.yaml.
    const first = new RegExp(`^${dirs[0]}/reviews\\.yaml:(\\d+):(\\d+)  /reviews/0/name  warning: still to fill in: .*\\n  hint: .*\\n  (.*)$`, 'm').exec(run.stderr);
    expect(first, run.stderr).not.toBeNull();
    expect(first![3]).toBe(`3 shops, each in its own reviews.yaml: ${dirs.map((d) => path.basename(d)).join(', ')}`);
    for (const other of dirs.slice(1)) expect(run.stderr).not.toContain(`${other}/reviews.yaml:${first![1]}:${first![2]}`);
    // Counted where they are: in each shop's file.
    const report = JSON.parse(runCli(['check', '--json', '--data', ...dirs]).stdout) as { shops: { problems: { code: string }[] }[] };
    const unfilled = report.shops.flatMap((s) => s.problems).filter((p) => p.code === 'unfilled-value').length;
    expect(unfilled).toBeGreaterThan(9);
    expect(run.stderr).toMatch(new RegExp(`^${unfilled} values still to fill in and \\d+ warnings in \\d+ files\\.$`, 'm'));
  });

  it('exits 0 when every shop is valid, and --json reports each', () => {
    const run = runCli(['check', '--json', '--data', REFERENCE_DATA, OTHER_SHOP]);
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { ok: boolean; shops: { name: string; dataDir: string; ok: boolean; pages: number }[] };
    expect(report.ok).toBe(true);
    expect(report.shops.map((s) => [s.ok, s.pages > 0])).toEqual([[true, true], [true, true]]);
    expect(report.shops.map((s) => [s.name, s.dataDir])).toEqual([REFERENCE_DATA, OTHER_SHOP].sort().map((d) => [path.basename(d), d]));
  });

  it('names two shops whose folders share a name by their folders as given', () => {
    const root = tempDir();
    const dirs = ['east', 'west'].map((side) => path.join(root, side, 'garage'));
    for (const dir of dirs) cpSync(OTHER_SHOP, dir, { recursive: true });
    writeFileSync(path.join(dirs[1]!, 'shop.yaml'), readFileSync(path.join(dirs[1]!, 'shop.yaml'), 'utf8').replace('name: Riverbend Garage', 'name: Westbend Garage').replace(/^siteUrl: .*$/m, 'siteUrl: https://westbend.example.net'));
    const report = JSON.parse(runCli(['check', '--json', '--data', ...dirs]).stdout) as { shops: { name: string }[] };
    expect(report.shops.map((s) => s.name)).toEqual(dirs.map((d) => `${d}/`));
  });

  it('--strict fails a shop whose only problems are warnings', () => {
    const unfilled = shop((t) => t.replace('state: OR', 'state: OR  # fill in: your state'));
    // Beside another shop: a copy of the same shop beside it would have its titles (check-across-shops.test.ts).
    const relaxed = runCli(['check', '--data', REFERENCE_DATA, unfilled]);
    expect(relaxed.status, relaxed.stderr).toBe(0);
    const strict = runCli(['check', '--data', REFERENCE_DATA, unfilled, '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(`✗ ${path.basename(unfilled)}: 1 problem\n`);
    expect(strict.stderr).toContain(`\n${unfilled}/shop.yaml:11:14  /address/state  still to fill in: your state`);
  });
});

describe('dev', () => {
  it('says in its help that it serves one folder', () => {
    expect(runCli(['dev', '--help']).stdout).toContain('the one folder with the shop\'s YAML (dev serves one shop;');
  });
});
