// `shopsite check --data shops/*/` on a copy of the example brand checks across its shops: a phone
// number typed into one shop's FAQ that is another shop's (or nobody's), two shops with the same
// titles, the brand's copy shared by every shop, and (with --hub, a stand-in and shopsite hub's own
// output) a shop the hub leaves out, each
// at its file and line. The example brand as it is passes, with warnings.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRANCHISE, runCli, tempDir } from '../helpers.js';

const SHOPS = ['gainesville', 'raleigh', 'springfield'];

/** A copy of the example brand; its shops' folders as the command names them. */
function brand(): { dir: string; shops: string[] } {
  const dir = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, dir, { recursive: true });
  return { dir, shops: SHOPS.map((s) => `${path.join(dir, 'shops', s)}/`) };
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

/** 1-based line and column of `text` in a file. */
function where(file: string, text: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return `${file}:${line + 1}:${lines[line]!.indexOf(text) + 1}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('check across the shops of a fleet', () => {
  it('passes the example brand as it is, with the brand copy every shop shares as warnings (the share computed)', () => {
    const { dir, shops } = brand();
    const run = runCli(['check', '--data', ...shops]);
    expect(run.status, run.stderr).toBe(0);
    const brakes = new RegExp(`^${path.join(dir, 'brand', 'services.yaml')}:280:5  /services/4  warning: services/brakes: (\\d+)% of its text is the same in all 3 shops of brand ${dir}/brand/$`, 'm');
    const share = Number(brakes.exec(run.stderr)?.[1]);
    expect(share).toBeGreaterThanOrEqual(80);
    expect(share).toBeLessThan(100);
    // The placeholders every shop fills and the brakes copy does not use are suggested.
    expect(run.stderr).toContain("use the shops' own {county}, {highways}, {nearby}, {region} in this copy");

    // The shared copy is advice on the brand's content: --strict does not stop on it.
    expect(runCli(['check', '--strict', '--data', ...shops]).status).toBe(0);

    // --json keeps a problem of several shops once, naming them, beside each shop's own.
    const json = JSON.parse(runCli(['check', '--json', '--data', ...shops]).stdout) as { ok: boolean; acrossShops: { code: string; message: string; shops: string[] }[] };
    expect(json.ok).toBe(true);
    const brakesOnce = json.acrossShops.filter((p) => p.message.startsWith('services/brakes:'));
    expect(brakesOnce).toEqual([expect.objectContaining({ code: 'brand-copy-shared', message: `services/brakes: ${share}% of its text is the same in all 3 shops of brand ${dir}/brand/`, shops: SHOPS })]);

    // One shop writes its own brakes copy: the page is no longer mostly the brand's.
    writeFileSync(
      path.join(dir, 'shops', 'raleigh', 'services.yaml'),
      `services:\n  - slug: brakes\n    sections:\n      - type: block\n        heading: "Our own brake bay"\n        paragraphs:\n${Array.from(
        { length: 12 },
        (_, i) => `          - "Paragraph ${i} tells how the Raleigh bay number ${i} handles pads, rotors and calipers for commuters on the Beltline every single working day of week ${i}."`,
      ).join('\n')}\n`,
    );
    const own = runCli(['check', '--data', ...shops]);
    expect(own.status, own.stderr).toBe(0);
    expect(own.stderr).not.toMatch(/services\/brakes: \d+%/);
    expect(own.stderr).toMatch(/services\/tires: \d+% of its text/);
  });

  it("finds another shop's phone and an unknown one in a shop's FAQ answer, at the answer's line", () => {
    const { dir, shops } = brand();
    const faq = path.join(dir, 'shops', 'gainesville', 'faq.yaml');
    edit(faq, (t) =>
      t
        .replace('We call you when it is ready', 'Call (919) 555-0117 to arrange it. We call you when it is ready')
        .replace('A typical oil change takes', 'Our old line, 352-555-0100, is gone. A typical oil change takes'),
    );
    const run = runCli(['check', '--data', ...shops]);
    expect(run.status).toBe(1);
    const other = where(faq, '"Yes, vehicle drop-off');
    expect(run.stderr).toContain(`\n${other}  /faq/4/answer  "(919) 555-0117" is the phone number of ${SHOPS[1]}\n  hint: write {phone} where`);
    const unknown = where(faq, '"Our old line');
    expect(run.stderr).toContain(`\n${unknown}  /faq/3/answer  warning: "352-555-0100" is not the shop's phone number, nor any other shop's of the fleet\n`);
    expect(run.stderr).toMatch(/failed: gainesville\n$/);
  });

  it('finds the same titles in two shops with the same name and town, at the title in the brand\'s file', () => {
    const { dir, shops } = brand();
    edit(path.join(dir, 'shops', 'springfield', 'shop.yaml'), (t) =>
      t.replace('name: Cardinal Auto Springfield', 'name: Cardinal Auto Raleigh').replace('city: Springfield', 'city: Raleigh').replace('state: VA', 'state: NC'),
    );
    const run = runCli(['check', '--data', ...shops]);
    expect(run.status).toBe(1);
    const home = where(path.join(dir, 'brand', 'pages.yaml'), '"{name} | Auto Repair in {city}, {state}"');
    // One problem for the two shops, at the first title they share, counting the others.
    expect(run.stderr).toMatch(new RegExp(`\\n${escape(home)}  /home/meta/title  / has the same title as / of ${SHOPS[1]}: "Cardinal Auto Raleigh \\| Auto Repair in Raleigh, NC"; so do \\d{2} more pages of the two shops\\n`));
    expect(run.stderr.match(/has the same title as/g)).toHaveLength(1);
    expect(run.stderr).toContain(`  shop: ${SHOPS[2]}`);
  });

  it('finds a shop the hub leaves out, and a phone the hub gives otherwise, at the shop.yaml line', () => {
    const { dir, shops } = brand();
    const out = path.join(tempDir(), 'out');
    expect(runCli(['build', '--data', ...shops, '--out', out]).status).toBe(0);
    // The hub's contract (shopsite hub): the brand's Organization lists each shop as its own JSON-LD has it, and links to it.
    const own = SHOPS.map((s) => {
      const html = readFileSync(path.join(out, s, 'index.html'), 'utf8');
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
      return { '@type': 'AutoRepair', name: ld.name, url: ld.url, telephone: ld.telephone, address: ld.address };
    });
    const listed = [own[0]!, { ...own[1]!, telephone: '(919) 555-0199' }];
    const hub = path.join(tempDir(), 'hub');
    mkdirSync(path.join(hub, 'locations'), { recursive: true });
    const org = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Cardinal Auto', subOrganization: listed };
    writeFileSync(
      path.join(hub, 'locations', 'index.html'),
      `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(org)}</script></head><body>${listed.map((s) => `<a href="${s.url}">${s.name}</a>`).join('')}</body></html>`,
    );
    const run = runCli(['check', '--data', ...shops, '--hub', hub]);
    expect(run.status).toBe(1);
    const hubPage = path.join(hub, 'locations', 'index.html');
    expect(run.stderr).toContain(`\n${where(path.join(dir, 'shops', 'springfield', 'shop.yaml'), 'Cardinal Auto Springfield')}  /name  not linked from the hub (${hubPage})\n`);
    expect(run.stderr).toContain(`\n${where(path.join(dir, 'shops', 'raleigh', 'shop.yaml'), '"(919) 555-0117"')}  /phone  the hub on ${hubPage} gives "(919) 555-0199", not "(919) 555-0117"\n`);
    expect(run.stderr).toMatch(/1 of 3 shops are valid .*failed: raleigh, springfield\n$/);
  });

  it("passes against the hub shopsite hub writes, and finds a shop that hub was built without", () => {
    const { dir, shops } = brand();
    const hub = path.join(tempDir(), 'hub');
    const brandDir = path.join(dir, 'brand');
    expect(runCli(['hub', '--brand', brandDir, '--data', ...shops, '--out', hub]).status).toBe(0);
    const all = runCli(['check', '--data', ...shops, '--hub', hub]);
    expect(all.status, all.stderr).toBe(0);
    expect(all.stderr).not.toMatch(/hub-missing-shop|not linked from the hub|nap-mismatch/);
    // The hub built again without springfield: the fleet's check names it.
    expect(runCli(['hub', '--brand', brandDir, '--data', shops[0]!, shops[1]!, '--out', hub]).status).toBe(0);
    const run = runCli(['check', '--data', ...shops, '--hub', hub]);
    expect(run.status).toBe(1);
    const hubPage = path.join(hub, 'locations', 'index.html');
    expect(run.stderr).toContain(`\n${where(path.join(dir, 'shops', 'springfield', 'shop.yaml'), 'Cardinal Auto Springfield')}  /name  not linked from the hub (${hubPage})\n`);

    // A shop's hours changed after the hub was built: the hub gives the old ones.
    expect(runCli(['hub', '--brand', brandDir, '--data', ...shops, '--out', hub]).status).toBe(0);
    const raleigh = path.join(dir, 'shops', 'raleigh', 'shop.yaml');
    const before = readFileSync(raleigh, 'utf8');
    const [opens] = /opens: "\d\d:\d\d"/.exec(before)!;
    edit(raleigh, (t) => t.replace(opens, 'opens: "06:45"'));
    const stale = runCli(['check', '--data', ...shops, '--hub', hub]);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(new RegExp(`raleigh/shop\\.yaml:\\d+:\\d+ .*/hours  the hub on ${hubPage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} gives "Mo[^"]* \\d\\d:\\d\\d-[^"]*", not "Mo[^"]* 06:45-`));
    expect(stale.stderr).not.toMatch(/springfield\/shop\.yaml.*the hub/);

    // Springfield closed and is left out of the check, while the hub still lists it: a warning.
    edit(raleigh, () => before);
    const closed = runCli(['check', '--data', shops[0]!, shops[1]!, '--hub', hub]);
    expect(closed.status, closed.stderr).toBe(0);
    expect(closed.stderr).toContain(`warning: the hub (${hubPage}) lists Cardinal Auto Springfield at https://`);
    expect(runCli(['check', '--strict', '--data', shops[0]!, shops[1]!, '--hub', hub]).status).toBe(1);

    // Raleigh is checked and stops on a problem of its data: it is not a shop the check left out.
    edit(raleigh, (t) => t.replace(/^phone: .*$/m, 'phone: "555-0187"'));
    const failed = runCli(['check', '--data', ...shops, '--hub', hub]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('"555-0187" has too few digits');
    expect(failed.stderr).not.toContain('lists Cardinal Auto Raleigh');
  });

  it('warns of a number in one shop\'s copy that is not its own when that shop is checked alone, and passes', () => {
    const { dir, shops } = brand();
    const faq = path.join(dir, 'shops', 'gainesville', 'faq.yaml');
    edit(faq, (t) => t.replace('A typical oil change takes', 'Our old line, 352-555-0100, is gone. A typical oil change takes'));
    const run = runCli(['check', '--data', shops[0]!]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`${where(faq, '"Our old line')}  /faq/3/answer  warning: "352-555-0100" is not the shop's phone number\n`);
    expect(runCli(['check', '--data', shops[0]!, '--strict']).status).toBe(1);
  });
});
