// `shopsite init` on a terminal: the questions for what no flag gave, answered as a person types.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BRAND_QUESTIONS, FACTS, ask, type InitFlags } from '../../src/cli/init.js';

/** Runs the questions, typing each answer once its prompt is shown; returns what was shown and the facts. */
async function answer(given: InitFlags, answers: string[], facts = FACTS): Promise<{ shown: string; asked: string[]; given: InitFlags; left: string[] }> {
  const input = new PassThrough();
  const output = new PassThrough();
  const left = [...answers];
  const asked: string[] = [];
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
    // A question is one write of its prompt, as a terminal shows it.
    if (chunk.toString().endsWith(': ')) {
      asked.push(chunk.toString());
      if (left.length) input.write(`${left.shift()}\n`);
    }
  });
  await ask(given, facts, { input, output });
  return { shown, asked, given, left };
}

describe('init asks for each fact no flag gave', () => {
  it('writes valid answers in, asks again after a wrong one with its hint, and leaves a blank to fill in later', async () => {
    const { shown, asked, given, left } = await answer({ phone: '(828) 555-0123' }, [
      'Hilltop Auto',
      'Asheville',
      'north carolina',
      'nc',
      'hilltop.example.org',
      '',
    ]);
    expect(left).toEqual([]);
    expect(given).toEqual({ phone: '(828) 555-0123', name: 'Hilltop Auto', city: 'Asheville', state: 'NC', stateName: 'North Carolina' });
    // The phone was given as a flag, and the state's name follows from its code: neither is asked.
    expect(asked).toEqual(['Shop name: ', 'City: ', 'State (two letters): ', 'State (two letters): ', 'Site URL: ', 'Site URL: ']);
    expect(shown).toContain("  that is the state's name; its code is NC\n");
    expect(shown).toContain('  that is not valid: an https address, such as https://www.example.com\n');
  });

  it('refuses a code of no state and a phone without its area code, and asks the state name only when the code gives none', async () => {
    const { shown, asked, given } = await answer({ name: 'A', city: 'B', siteUrl: 'https://a.example.org' }, ['XX', '', '', '555-0123', '']);
    expect(shown).toContain("  that is no US state's code: such as TX\n");
    expect(shown).toContain('  that is not valid: a phone number with its area code, such as "(541) 555-2368"\n');
    expect(asked).toEqual(['State (two letters): ', 'State (two letters): ', 'State name: ', 'Phone: ', 'Phone: ']);
    expect(given).toEqual({ name: 'A', city: 'B', siteUrl: 'https://a.example.org' });
  });

  it("asks a Canadian shop for its province or territory, not its state, with a Canadian example", async () => {
    const { shown, asked, given } = await answer({ country: 'CA', name: 'A', city: 'B', siteUrl: 'https://a.example.org', phone: '(613) 555-0170' }, ['Québec', 'Ontaro', 'on']);
    expect(asked).toEqual(['Province or territory (two letters): ', 'Province or territory (two letters): ', 'Province or territory (two letters): ']);
    expect(shown).toContain("  that is the province or territory's name; its code is QC\n");
    expect(shown).toContain('  that is not valid: two capital letters, such as ON\n');
    expect(shown).not.toMatch(/state|such as OR/);
    expect(given).toMatchObject({ state: 'ON', stateName: 'Ontario' });
    const named = await answer({ country: 'CA', name: 'A', city: 'B', siteUrl: 'https://a.example.org', phone: '(613) 555-0170' }, ['ZZ', '', '']);
    expect(named.asked).toEqual(['Province or territory (two letters): ', 'Province or territory (two letters): ', 'Province or territory name: ']);
  });

  it('asks a new brand for its name and its own site only', async () => {
    const { shown, asked, given } = await answer({}, ['Cardinal Auto', 'https://www.cardinal.example.org'], BRAND_QUESTIONS);
    expect(asked).toEqual(['Brand name: ', "The brand's own site URL: "]);
    expect(given).toEqual({ name: 'Cardinal Auto', siteUrl: 'https://www.cardinal.example.org' });
  });

  it('asks nothing when every fact is given', async () => {
    const all = { name: 'A', city: 'B', state: 'NC', stateName: 'North Carolina', phone: '(828) 555-0123', siteUrl: 'https://a.example.org' };
    expect(await answer({ ...all }, [])).toEqual({ shown: '', asked: [], given: all, left: [] });
  });
});
