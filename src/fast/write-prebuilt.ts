// Writes lib/prebuilt/ (prebuilt.ts says what and why): run by scripts/build-lib.mjs right after it
// bundles src/, with the same compilers a build from the sources uses, so both give the same bytes.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileBaseCss, compileClient } from '../bundle/index.js';
import { loadCachedModule } from './build-cache.js';
import { TemplatesDoNotCompile, compileTemplates, type TemplatesModule } from '../render.js';
import { createRequire } from 'node:module';
import { validatorsCode } from '../validate/schema.js';

/**
 * Compiles everything into a new folder beside `dir`, then names it `dir`. The name is the sources'
 * stamp, so a folder of that name already holds the same files (written by a run alongside).
 */
export async function writePrebuilt(dir: string): Promise<void> {
  if (existsSync(dir)) return;
  const temp = `${dir}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  const templates = await compileTemplates().catch((error: unknown) => {
    // Templates that do not compile are left to the build, which reports where (template-error).
    if (error instanceof TemplatesDoNotCompile) return undefined;
    throw error;
  });
  if (templates) {
    const file = path.join(temp, 'templates.cjs');
    writeFileSync(file, templates);
    const { ISLANDS } = loadCachedModule(file, createRequire(import.meta.url)) as TemplatesModule;
    mkdirSync(path.join(temp, 'client'));
    for (const asset of await compileClient(Object.keys(ISLANDS).sort())) writeFileSync(path.join(temp, 'client', path.basename(asset.file)), asset.contents);
  }
  writeFileSync(path.join(temp, 'validators.cjs'), validatorsCode());
  writeFileSync(path.join(temp, 'styles.css'), await compileBaseCss());
  try {
    renameSync(temp, dir);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // another run named its copy first
  }
}
