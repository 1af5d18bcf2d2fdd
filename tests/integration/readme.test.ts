// The README tells the truth: its CLI reference is what --help prints, and the list of problems
// it links (docs/problems.md) is the catalogue the code uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/shared/problems.js';
import { ROOT, runCli } from '../helpers.js';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The text of one `## ` section of the README, up to the next. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`the README has no section "## ${title}"`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('the README', () => {
  it.each([[], ['build'], ['check'], ['init'], ['dev'], ['edit'], ['preview'], ['import'], ['hub']])('shows what shopsite %s --help prints', (...command) => {
    const help = runCli([...command, '--help']).stdout.trimEnd();
    expect(readme).toContain(`\`\`\`\n${help}\n\`\`\``);
  });

  it('lists every problem code, and no other, in docs/problems.md, which When the data is wrong links', () => {
    const problems = readFileSync(path.join(ROOT, 'docs', 'problems.md'), 'utf8');
    const listed = [...problems.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(CATALOGUE).sort());
    expect(section('When the data is wrong')).toContain('[docs/problems.md](docs/problems.md)');
  });

  it('stays at most 600 lines, for users (issue 23): the rest is in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(601);
  });

  it('names the two set-up commands', () => {
    expect(readme).toContain('npm install && npm run build');
    expect(readme).toContain('npm test');
  });
});
