// A fleet build builds only the shops whose inputs changed (their files, their brand's, shopsite,
// the options, a day on which their pages say something else), leaves every other shop's output exactly as it was (bytes, file
// times, the very files), and its output equals a clean build of the same inputs byte for byte.
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRANCHISE, runCli, tempDir } from '../helpers.js';

const SHOPS = ['gainesville', 'raleigh', 'springfield'];
/** 2026-09-21 14:13:20 UTC: the same day in UTC and in each shop's time zone. */
const DAY = 1790000000;

/**
 * The example brand copied, with a drawing of gainesville's own named by its services, and
 * gainesville without a time zone (its day is UTC's; the others' New York's).
 */
function fleet(): string {
  const root = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, root, { recursive: true });
  const shop = path.join(root, 'shops', 'gainesville');
  edit(path.join(shop, 'shop.yaml'), 'timeZone: America/New_York\n', '');
  mkdirSync(path.join(shop, 'images'));
  writeFileSync(path.join(shop, 'images', 'bay.svg'), svg('#3366aa'));
  const services = path.join(shop, 'services.yaml');
  writeFileSync(services, `${readFileSync(services, 'utf8')}  - slug: oil-changes\n    image:\n      src: images/bay.svg\n      alt: Our service bay\n`);
  return root;
}

/** A special day of raleigh's, on 2026-10-08. */
const SPECIAL = 'timeZone: America/New_York\nspecialHours:\n  - date: "2026-10-08"\n    closed: true\n    note: Staff training\n';

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="4" height="4"><rect width="4" height="4" fill="${fill}"/></svg>\n`;

interface Built {
  status: number | null;
  stderr: string;
  report: { shops: { name: string; status: string }[]; built: number; unchanged: number; notInFleet: { folder: string; removed: boolean }[] };
}

function build(root: string, out: string, { args = [] as string[], shops = SHOPS, epoch = DAY } = {}): Built {
  const dirs = shops.map((s) => path.join(root, 'shops', s));
  const run = runCli(['build', '--data', ...dirs, '--out', out, '--json', ...args], { env: { SOURCE_DATE_EPOCH: String(epoch) } });
  return { status: run.status, stderr: run.stderr, report: JSON.parse(run.stdout) };
}

const statuses = (b: Built) => Object.fromEntries(b.report.shops.map((s) => [s.name, s.status]));

interface Entry {
  bytes?: Buffer;
  ino: number;
  mtimeMs: number;
}

/** Every file and folder below `dir`: its bytes (files), inode and modification time. */
function tree(dir: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(e.parentPath, e.name);
    const stats = lstatSync(file);
    entries.set(path.relative(dir, file), { bytes: e.isFile() ? readFileSync(file) : undefined, ino: stats.ino, mtimeMs: stats.mtimeMs });
  }
  return entries;
}

/** The shops of which any file or folder is not the very one it was: other bytes, inode or time, new or gone. */
function rewritten(before: Map<string, Entry>, after: Map<string, Entry>): string[] {
  const shops = new Set<string>();
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const [a, b] = [before.get(name), after.get(name)];
    const same = a && b && a.ino === b.ino && a.mtimeMs === b.mtimeMs && (a.bytes === undefined ? b.bytes === undefined : b.bytes !== undefined && a.bytes.equals(b.bytes));
    if (!same) shops.add(name.split(path.sep)[0]!);
  }
  return [...shops].sort();
}

/** The files' bytes alone, for comparing an incremental output with a clean one. */
const contents = (dir: string) => new Map([...tree(dir)].filter(([, e]) => e.bytes).map(([name, e]) => [name, e.bytes!.toString('base64')]));

function edit(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${from} not found in ${file}`);
  writeFileSync(file, changed);
}

describe('an incremental fleet build', () => {
  it('writes nothing when nothing changed, not even when every data file was touched', () => {
    const root = fleet();
    const out = path.join(tempDir(), 'out');
    expect(build(root, out).status).toBe(0);
    const before = tree(out);
    const later = new Date(Date.now() + 60_000);
    for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) if (e.isFile()) utimesSync(path.join(e.parentPath, e.name), later, later);
    const again = build(root, out, { epoch: DAY + 3600 });
    expect(again.status).toBe(0);
    expect(statuses(again)).toEqual({ gainesville: 'unchanged', raleigh: 'unchanged', springfield: 'unchanged' });
    expect([again.report.built, again.report.unchanged]).toEqual([0, 3]);
    expect(rewritten(before, tree(out))).toEqual([]);
    // No temporary or replaced folder was made beside any shop's output.
    expect(readdirSync(out).sort()).toEqual(SHOPS);
  });

  it('builds again only the shops each kind of change touches, into what a clean build writes', () => {
    const root = fleet();
    const out = path.join(tempDir(), 'out');
    expect(build(root, out).status).toBe(0);
    const shop = (name: string, file: string) => path.join(root, 'shops', name, file);
    const cases: { name: string; change: () => void; args?: string[]; epoch?: number; rebuilt: string[] }[] = [
      { name: "a shop's YAML", change: () => edit(shop('raleigh', 'shop.yaml'), '(919) 555-0117', '(919) 555-0199'), rebuilt: ['raleigh'] },
      { name: "a shop's image", change: () => writeFileSync(shop('gainesville', 'images/bay.svg'), svg('#aa3366')), rebuilt: ['gainesville'] },
      { name: "the brand's YAML", change: () => edit(path.join(root, 'brand', 'faq.yaml'), 'Walk-ins are welcome', 'Walk-ins are always welcome'), rebuilt: SHOPS },
      { name: 'an option (--host)', change: () => {}, args: ['--host', 'netlify'], rebuilt: SHOPS },
      { name: 'the same options again', change: () => {}, args: ['--host', 'netlify'], rebuilt: [] },
      // A day on which no page says anything else: every coupon is the brand's rolling one.
      { name: 'a later day of the same month', change: () => {}, args: ['--host', 'netlify'], epoch: 1790128800, rebuilt: [] },
      { name: 'a special day added', change: () => edit(shop('raleigh', 'shop.yaml'), 'timeZone: America/New_York\n', SPECIAL), args: ['--host', 'netlify'], epoch: 1790128800, rebuilt: ['raleigh'] },
      // 2026-09-25 at 02:00 UTC is 22:00 on the 24th in New York: the special day (10-08) is 14 days off there.
      { name: "the day before the special day is within two weeks, in the shop's time zone", change: () => {}, args: ['--host', 'netlify'], epoch: 1790301600, rebuilt: [] },
      { name: 'the day it is (01:00 in New York)', change: () => {}, args: ['--host', 'netlify'], epoch: 1790312400, rebuilt: ['raleigh'] },
      // 2026-10-01 at 02:00 UTC is 22:00 on 09-30 in New York: the rolling coupons' month turns in gainesville's UTC only.
      { name: "the rolling coupons' month turns in UTC, not yet in New York", change: () => {}, args: ['--host', 'netlify'], epoch: 1790820000, rebuilt: ['gainesville'] },
      { name: "the rolling coupons' month turns in New York (10-01)", change: () => {}, args: ['--host', 'netlify'], epoch: 1790864000, rebuilt: ['raleigh', 'springfield'] },
      { name: 'the day after the special day (10-09)', change: () => {}, args: ['--host', 'netlify'], epoch: 1791555200, rebuilt: ['raleigh'] },
    ];
    for (const { name, change, args, epoch, rebuilt } of cases) {
      change();
      const before = tree(out);
      const incremental = build(root, out, { args, epoch });
      expect(incremental.status, name).toBe(0);
      expect(rewritten(before, tree(out)), name).toEqual(rebuilt);
      expect(Object.entries(statuses(incremental)).filter(([, s]) => s === 'built').map(([n]) => n), name).toEqual(rebuilt);
      const clean = path.join(tempDir(), 'clean');
      expect(build(root, clean, { args, epoch }).status, name).toBe(0);
      expect(contents(out), name).toEqual(contents(clean));
    }
  });

  it('builds every shop with --force', () => {
    const root = fleet();
    const out = path.join(tempDir(), 'out');
    expect(build(root, out).status).toBe(0);
    const before = tree(out);
    const forced = build(root, out, { args: ['--force'] });
    expect(statuses(forced)).toEqual({ gainesville: 'built', raleigh: 'built', springfield: 'built' });
    expect(rewritten(before, tree(out))).toEqual(SHOPS);
    expect(statuses(build(root, out))).toEqual({ gainesville: 'unchanged', raleigh: 'unchanged', springfield: 'unchanged' });
  });

  it('keeps a failed shop\'s previous output, and tries it again on the next build', () => {
    const root = fleet();
    const out = path.join(tempDir(), 'out');
    expect(build(root, out).status).toBe(0);
    const before = tree(out);
    const yaml = path.join(root, 'shops', 'raleigh', 'shop.yaml');
    edit(yaml, 'email:', 'emial:');
    for (let run = 0; run < 2; run++) {
      const failed = build(root, out);
      expect(failed.status).toBe(1);
      expect(statuses(failed)).toEqual({ gainesville: 'unchanged', raleigh: 'failed', springfield: 'unchanged' });
      expect(rewritten(before, tree(out))).toEqual([]);
    }
    edit(yaml, 'emial: raleigh@', 'email: service@');
    expect(statuses(build(root, out))).toEqual({ gainesville: 'unchanged', raleigh: 'built', springfield: 'unchanged' });
  });

  it('reports a folder no shop builds into, keeps it, and with --prune removes it only when shopsite wrote all of it', () => {
    const root = fleet();
    const out = path.join(tempDir(), 'out');
    expect(build(root, out).status).toBe(0);
    // Someone's folder, and a shop's output holding a file shopsite did not write.
    mkdirSync(path.join(out, 'notes'));
    writeFileSync(path.join(out, 'notes', 'todo.txt'), 'call the printer\n');
    cpSync(path.join(out, 'raleigh'), path.join(out, 'durham'), { recursive: true });
    writeFileSync(path.join(out, 'durham', 'draft.html'), '<p>mine</p>\n');
    const before = tree(out);
    // A build of some of the fleet's shops takes no other shop's site down.
    const some = build(root, out, { shops: ['gainesville', 'raleigh'] });
    expect(some.status).toBe(0);
    expect(some.report.notInFleet.map((f) => f.removed)).toEqual([false, false, false]);
    expect(readdirSync(out).sort()).toEqual(['durham', 'gainesville', 'notes', 'raleigh', 'springfield']);
    const run = build(root, out, { shops: ['gainesville', 'raleigh'], args: ['--prune'] });
    expect(run.status).toBe(0);
    expect(run.report.notInFleet).toEqual([
      { folder: `${path.join(out, 'durham')}/`, removed: false },
      { folder: `${path.join(out, 'notes')}/`, removed: false },
      { folder: `${path.join(out, 'springfield')}/`, removed: true },
    ]);
    expect(readdirSync(out).sort()).toEqual(['durham', 'gainesville', 'notes', 'raleigh']);
    const after = tree(out);
    for (const kept of ['durham', 'notes']) {
      for (const [name, entry] of before) if (name.startsWith(`${kept}${path.sep}`)) expect(after.get(name)?.bytes, name).toEqual(entry.bytes);
    }
    const printed = runCli(['build', '--data', ...['gainesville', 'raleigh'].map((s) => path.join(root, 'shops', s)), '--out', out, '--prune'], { env: { SOURCE_DATE_EPOCH: String(DAY) } });
    expect(printed.stderr).toContain(`not in the fleet any more: ${path.join(out, 'durham')}/ (kept: shopsite did not write all of it)\n`);
    cpSync(path.join(out, 'raleigh'), path.join(out, 'cary'), { recursive: true });
    const unasked = runCli(['build', '--data', ...['gainesville', 'raleigh'].map((s) => path.join(root, 'shops', s)), '--out', out], { env: { SOURCE_DATE_EPOCH: String(DAY) } });
    expect(unasked.stderr).toContain(`not in the fleet any more: ${path.join(out, 'cary')}/ (kept: --prune removes it)\n`);
    // Unasked, --prune is promised only for what it would remove: not someone's folder, nor one holding someone's file.
    for (const kept of ['durham', 'notes']) expect(unasked.stderr).toContain(`not in the fleet any more: ${path.join(out, kept)}/ (kept: shopsite did not write all of it)\n`);
    expect(existsSync(path.join(out, 'cary', 'index.html'))).toBe(true);
    // One shop's build replaces its output whole: --prune is a usage mistake there.
    const one = runCli(['build', '--data', path.join(root, 'shops', 'raleigh'), '--out', path.join(tempDir(), 'one'), '--prune']);
    expect([one.status, one.stderr]).toEqual([2, expect.stringContaining('--prune is for a fleet')]);
    expect(printed.stderr).toMatch(/Built 0 of 2 shops, 2 unchanged \(0 pages, 0 pages\/s\) in \d+ ms into /);
  });
});
