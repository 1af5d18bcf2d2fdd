// Images the build cannot use are problems of the YAML that names them: each is printed at every
// field that names the file (file:line:col and pointer), and a path that names no file gets the
// data folder's file it most likely meant. Lines as `shopsite check` prints them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatProblem } from '../../src/shared/problems.js';
import { OTHER_SHOP, dataWith, tempDir } from '../helpers.js';

/** services.yaml with an image on the first service (src on line 9), and on the second service too with `twice`. */
function withImages(dir: string, src: string, twice = false): void {
  const file = path.join(dir, 'services.yaml');
  let text = readFileSync(file, 'utf8').replace('    icon: oil\n', `    icon: oil\n    image:\n      src: ${src}\n      alt: The bay\n`);
  if (twice) text = text.replace(/(\n {2}- slug: (?!oil-changes)[^\n]+\n(?: {4}[^\n]+\n)*? {4}icon: [^\n]+\n)/, `$1    image:\n      src: ${src}\n      alt: The bay again\n`);
  writeFileSync(file, text);
}

async function printed(prepare: (dir: string) => void): Promise<string[]> {
  const data = dataWith(OTHER_SHOP);
  prepare(data);
  const { problems } = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false });
  return problems.flatMap((p) => formatProblem(p).replaceAll(data, 'DATA').split('\n'));
}

const cases: { name: string; prepare: (dir: string) => void; expected: string[] }[] = [
  {
    name: 'a photo that is not one, named by two services: one problem at each field',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.jpg'), 'not a photo');
      withImages(dir, 'images/bay.jpg', true);
    },
    expected: [
      'DATA/services.yaml:9:12  /services/0/image/src  DATA/images/bay.jpg cannot be read as an image: it is not a JPEG, PNG, WebP or AVIF file',
      '  hint: save it again as JPEG, PNG, WebP or AVIF',
      'DATA/services.yaml:66:12  /services/1/image/src  DATA/images/bay.jpg cannot be read as an image: it is not a JPEG, PNG, WebP or AVIF file',
      '  hint: save it again as JPEG, PNG, WebP or AVIF',
    ],
  },
  {
    name: 'a GIF that is not one',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.gif'), 'not a gif');
      withImages(dir, 'images/bay.gif');
    },
    expected: [
      'DATA/services.yaml:9:12  /services/0/image/src  DATA/images/bay.gif cannot be read as an image: it is not a GIF file',
      '  hint: save it again as GIF, PNG or JPEG',
    ],
  },
  {
    name: 'a path that differs from the file in capital letters',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.jpg'), 'a photo');
      withImages(dir, 'Images/bay.jpg');
    },
    expected: [
      'DATA/services.yaml:9:12  /services/0/image/src  no file at DATA/Images/bay.jpg',
      '  hint: did you mean "images/bay.jpg"? Names differ by capital letters on most web hosts: write it as the file is named',
    ],
  },
  {
    name: 'a misspelt path',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'photos'));
      writeFileSync(path.join(dir, 'photos', 'front-bay.jpg'), 'a photo');
      withImages(dir, 'photos/frontbay.jpg');
    },
    expected: ['DATA/services.yaml:9:12  /services/0/image/src  no file at DATA/photos/frontbay.jpg', '  hint: did you mean "photos/front-bay.jpg"?'],
  },
  {
    name: 'a path like no file of the data folder',
    prepare: (dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>');
      withImages(dir, 'pictures/storefront-at-night.jpg');
    },
    expected: ['DATA/services.yaml:9:12  /services/0/image/src  no file at DATA/pictures/storefront-at-night.jpg', '  hint: check the file name and its folder'],
  },
];

describe('image problems at the YAML that names the image', () => {
  it.each(cases)('$name', async ({ prepare, expected }) => {
    expect(await printed(prepare)).toEqual(expected);
  });
});
