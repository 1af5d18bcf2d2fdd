#!/usr/bin/env node
// Proves that site-data/ belongs to the shop: in a copy of this project, edits site-data/ as its
// owner would (new hours, a fourth coupon, a make removed, a tenth service, a photo), builds it,
// and runs the whole test command there. The engine's tests build from fixtures, so they must
// stay green whatever the shop does to its own data. `--browser` runs the browser tests too.
//
//   node scripts/owner-edits.mjs [--browser]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const browser = process.argv.includes('--browser');
const copy = mkdtempSync(path.join(tmpdir(), 'shopsite-owner-'));
const data = path.join(copy, 'site-data');

/** The project as a checkout has it: every file git tracks or would track, and the installed packages. */
function copyProject() {
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet in git
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
}

/** Edits one YAML file through its document, keeping comments and layout as an editor would. */
function edit(name, change) {
  const file = path.join(data, name);
  const doc = parseDocument(readFileSync(file, 'utf8'));
  change(doc);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

async function editAsOwner() {
  edit('shop.yaml', (doc) => {
    // Open later on weekdays and on Sundays now.
    doc.setIn(['hours', 0, 'schedule', 0, 'opens'], '08:00');
    doc.addIn(['hours', 0, 'schedule'], doc.createNode({ days: ['sunday'], opens: '10:00', closes: '14:00' }));
  });
  edit('coupons.yaml', (doc) => {
    doc.addIn(['coupons'], doc.createNode({
      id: 'wiper-blades',
      title: '$10 OFF',
      subtitle: 'Wiper Blades',
      description: 'A new pair of wiper blades fitted while you wait, ready for the rainy season.',
      note: 'With any service.',
    }));
  });
  edit('makes.yaml', (doc) => {
    const makes = doc.get('makes');
    makes.items.splice(makes.items.length - 1, 1);
  });
  mkdirSync(path.join(data, 'images'), { recursive: true });
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).jpeg().toFile(path.join(data, 'images', 'front bay.jpg'));
  edit('services.yaml', (doc) => {
    const first = doc.getIn(['services', 0]).toJSON();
    doc.addIn(['services'], doc.createNode({
      ...first,
      slug: 'wheel-alignment',
      title: 'Wheel Alignment',
      summary: 'Four-wheel alignment to the maker\'s settings, so tires wear evenly and the car tracks straight.',
      meta: {
        title: 'Wheel Alignment in {city}, {state} | {name}',
        description: 'Four-wheel alignment in {city}: even tire wear, straight tracking and a centred steering wheel.',
      },
      image: { src: 'images/front bay.jpg', alt: 'Our front service bay' },
    }));
  });
}

function run(command, args) {
  process.stderr.write(`\n$ ${command} ${args.join(' ')}   (in ${copy})\n`);
  const result = spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '' } });
  return result.status ?? 1;
}

let status = 1;
try {
  copyProject();
  await editAsOwner();
  status = run('npm', ['run', 'build']) || run('npm', ['test']) || (browser ? run('npm', ['run', 'test:browser']) : 0);
  process.stderr.write(status ? '\nThe owner\'s edits turned something red (see above).\n' : '\nThe owner\'s edits build, and the engine\'s tests stay green.\n');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exitCode = status;
