// The commands, each loaded when it runs: lib/commands.cjs, apart from the command line
// (lib/cli.cjs), so that `shopsite --version` or `--help` reads commander and no command. Each
// command is a lazy part of this bundle: `build` never starts the servers (sirv, chokidar) or init.
export const commands = {
  build: () => import('./build.js'),
  check: () => import('./check.js'),
  init: () => import('./init.js'),
  dev: () => import('./dev.js'),
  preview: () => import('./preview.js'),
  import: () => import('./import.js'),
  hub: () => import('./hub.js'),
  edit: () => import('../edit/index.js'),
};

export type Commands = typeof commands;
