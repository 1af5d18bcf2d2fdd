// The README tells the truth: its CLI reference is what --help prints, and its list of problems
// is the catalogue the code uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/shared/problems.js';
import { ROOT, runCli } from '../helpers.js';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('the README', () => {
  it.each([[], ['build'], ['check'], ['dev'], ['preview']])('shows what shopsite %s --help prints', (...command) => {
    const help = runCli([...command, '--help']).stdout.trimEnd();
    expect(readme).toContain(`\`\`\`\n${help}\n\`\`\``);
  });

  it('lists every problem code, and no other', () => {
    const listed = [...readme.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(CATALOGUE).sort());
  });

  it('names the two set-up commands', () => {
    expect(readme).toContain('npm install && npm run build');
    expect(readme).toContain('npm test');
  });
});
