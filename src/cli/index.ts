// The command line: commander parses, one command module runs, and this is the one place that
// catches. Exit codes: 0 success, 1 a data or build problem (already printed), 2 a usage mistake,
// 70 an internal error (errors.ts).
// Anything unexpected is an internal error, printed with versions and the stack to report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { HOSTS } from '../shared/data.generated.js';
import { PACKAGE_ROOT } from '../shared/paths.js';
import { DEFAULTS } from './defaults.js';
import type { Commands } from './commands.js';
import { INTERNAL_ERROR, exitCodeOf } from './errors.js';

const VERSION = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535 (0 picks a free one)');
  return port;
}

const portOption = (port: number) => new Option('-p, --port <n>', 'port (0 picks a free one)').argParser(parsePort).default(port);

/** --host: the host to write for, over shop.yaml's `host`; the choices are the schema's. */
function hostOption(): Option {
  return new Option('--host <name>', "where the site is deployed: what the build writes for it (default: host in shop.yaml, else static)").choices(HOSTS);
}

/** Where the commands come from: lib/commands.cjs, loaded once one runs (commands.ts). */
export type LoadCommands = () => Promise<Commands>;

/**
 * The command line. A command's module is loaded when it runs, not before: `shopsite --version`
 * or `--help` runs commander alone.
 */
export function program(load: LoadCommands): Command {
  type Module<K extends keyof Commands> = Awaited<ReturnType<Commands[K]>>;
  const command = async <K extends keyof Commands>(name: K): Promise<Module<K>> => (await load())[name]() as Promise<Module<K>>;
  const cli = new Command('shopsite')
    .description('Builds an auto repair shop\'s static website from a folder of YAML.')
    .version(VERSION, '-v, --version')
    .showHelpAfterError('(run shopsite --help for usage)')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });

  cli
    .command('build')
    .description('validate the data and write the whole site (or many: several --data folders)')
    .option('-d, --data <dir...>', 'folder with the shop\'s YAML; several build each into OUT/<folder name>/', [DEFAULTS.data])
    .option('-o, --out <dir>', 'output folder, replaced only when the build succeeds', DEFAULTS.out)
    .option('--base-url <url>', 'site address for canonical links and the sitemap (default: siteUrl in shop.yaml)')
    .addOption(hostOption())
    .option('--strict', 'treat warnings (such as values still to fill in) as problems')
    .option('--shard <I/N>', 'build only the I-th of N slices of the sorted shop list (for CI matrices)')
    .option('--force', 'build unchanged shops of a fleet too; replace an output folder shopsite did not write, deleting what it holds')
    .option('--prune', "in a fleet, remove the folders of OUT that no shop named builds into (only those shopsite wrote)")
    .option('--cms', "also write /admin/, a content manager (Decap CMS) for the repository named by cms in shop.yaml")
    .option('--json', 'print a JSON report on stdout (pages with their bytes, problems, duration)')
    .action(async (flags) => (await command('build')).runBuild(flags));

  cli
    .command('check')
    .description('build the site without writing it, and list every problem (or each shop\'s: several --data folders)')
    .option('-d, --data <dir...>', 'folder with the shop\'s YAML; several are each checked as a shop of a fleet', [DEFAULTS.data])
    .addOption(hostOption())
    .option('--strict', 'treat warnings (such as values still to fill in) as problems')
    .option('--json', 'print a JSON report on stdout (pages, problems, duration)')
    .option('--explain <path>', 'say where one value of the data comes from, the brand\'s file or the shop\'s (services.brakes.title)')
    .option('--hub <dir>', 'a built hub (shopsite hub\'s output): every shop must be listed and linked on its locations page, with its own name, address and phone')
    .action(async (flags) => (await command('check')).runCheck(flags));

  cli
    .command('init')
    .description('write a new shop\'s data folder that validates at once')
    .argument('<dir>', 'folder to create')
    .option('--name <name>', 'the shop\'s name')
    .option('--city <city>', 'its town or city')
    .option('--state <code>', 'its two-letter state (province) code')
    .option('--state-name <name>', 'the state\'s full name (from --state when left out)')
    .option('--country <code>', 'its country\'s two-letter code, when not US: CA')
    .option('--phone <phone>', 'its phone number as shown')
    .option('--site-url <url>', 'the site\'s address')
    .option('--brand <dir>', 'the brand folder the shop belongs to: the new folder holds only the shop\'s own facts')
    .option('--new-brand', 'write a new brand folder instead, its shops\' shared data and hub.yaml: takes --name, --site-url')
    .option('--force', 'replace the data files of an existing folder')
    .action(async (dir, flags) => (await command('init')).runInit(dir, flags));

  cli
    .command('dev')
    .description('build in memory, serve on 127.0.0.1, rebuild and reload on every save')
    .option('-d, --data <dir>', 'the one folder with the shop\'s YAML (dev serves one shop; check and build take several)', DEFAULTS.data)
    .addOption(portOption(DEFAULTS.devPort))
    .action(async (flags) => (await command('dev')).runDev({ ...flags, host: DEFAULTS.host }));

  cli
    .command('edit')
    .description("edit the shop's data in forms in the browser, with the site's live preview beside them (for the owner: no YAML)")
    .option('-d, --data <dir>', "the shop's data folder", DEFAULTS.data)
    .addOption(portOption(DEFAULTS.editPort))
    .action(async (flags) => (await command('edit')).runEdit({ ...flags, host: DEFAULTS.host }));

  cli
    .command('preview')
    .description('serve the built site on 127.0.0.1 as its host would (the build\'s --host): its headers, redirects, base path, clean URLs, 404.html, and a stand-in for Vercel Web Analytics')
    .option('-o, --out <dir>', 'folder to serve', DEFAULTS.out)
    .option('--shop <name>', 'serve one shop of a fleet\'s output (OUT/<name>/)')
    .addOption(portOption(DEFAULTS.previewPort))
    .action(async (flags) => (await command('preview')).runPreview({ ...flags, host: DEFAULTS.host }));

  cli
    .command('import')
    .description("write or update a brand's shop folders from a locations sheet (CSV, Excel, JSON)")
    .argument('<sheet>', 'the sheet: .csv (UTF-8), .xlsx or .json (an array of objects)')
    .requiredOption('--brand <dir>', 'the brand folder the shops belong to (required)')
    .requiredOption('--into <dir>', "the folder of the brand's shop folders (<dir>/<store code>/) (required)")
    .option('--dry-run', 'say what would change, file by file, and write nothing')
    .addHelpText('after', "\nOne folder per row, named by its Store code; Google Business Profile's bulk-upload columns,\nand shop.yaml fields by path (placeholders.county). Its columns shop.yaml has no field for\n(Sub-locality, Primary category, photos, labels) are accepted, not written.\nColumns, re-import, time zones, problems: docs/import.md")
    .action(async (sheet, flags) => (await command('import')).runImport(sheet, flags));

  cli
    .command('hub')
    .description("write the brand's own locations site: every shop by state and town, a page per state, and a locator by ZIP code, town, state or the visitor's location")
    .requiredOption('--brand <dir>', 'the brand folder, with its hub.yaml (name, siteUrl, intro: docs/hub.md) (required)')
    .requiredOption('-d, --data <dir...>', "the brand's shop folders, each loaded and validated as build does (required)")
    .requiredOption('-o, --out <dir>', 'output folder, replaced only when every shop is valid and the hub is built (required)')
    .option('--base-url <url>', 'the hub\'s address for canonical links and the sitemap (default: siteUrl in hub.yaml)')
    .addOption(new Option('--host <name>', 'where the hub is deployed: what the build writes for it (default: host in hub.yaml, else static)').choices(HOSTS))
    .option('--strict', 'treat warnings as problems')
    .option('--force', 'replace an output folder shopsite did not write, deleting what it holds')
    .option('--json', 'print a JSON report on stdout (shops, pages, bytes, problems, duration)')
    .action(async (flags) => (await command('hub')).runHub(flags));

  return cli;
}

export async function main(argv: string[], load: LoadCommands): Promise<number> {
  // A reader that stops early (`shopsite build --json | head -1`) closes the pipe: what is left
  // to print goes nowhere, and the command still finishes what it started (a fleet its shops).
  for (const stream of [process.stdout, process.stderr]) if (!stream.listeners('error').includes(ignoreClosedPipe)) stream.on('error', ignoreClosedPipe);
  // No command at all is a usage mistake (README, exit codes): the help says what to run.
  if (!argv.length) {
    process.stderr.write(program(load).helpInformation());
    return 2;
  }
  try {
    await program(load).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : 2;
    }
    const code = exitCodeOf(error);
    const e = error as Error;
    if (code === 2) {
      process.stderr.write(`${e.message}\n(run shopsite --help for usage)\n`);
      return 2;
    }
    if (code !== undefined) return code;
    process.stderr.write(
      `internal error, please report it: ${e.message}\nshopsite ${VERSION}, node ${process.version}, ${process.platform}-${process.arch}\n${e.stack ?? ''}\n`,
    );
    return INTERNAL_ERROR;
  }
}

function ignoreClosedPipe(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
}
