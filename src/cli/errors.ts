// The two kinds of failure the CLI knows: a usage mistake (exit 2) and a reported problem with the
// data or the build (exit 1, already printed). Anything else is an internal error.
//
// The command line (lib/cli.cjs) and the commands (lib/commands.cjs) are separate bundles, each
// with its own copy of these classes, so the command line knows them by a registered symbol, not
// by instanceof.
const EXIT_CODE = Symbol.for('shopsite.exit-code');

export class UsageError extends Error {
  readonly [EXIT_CODE] = 2;
}

export class ProblemsReported extends Error {
  readonly [EXIT_CODE] = 1;
}

/** 2 for a UsageError, 1 for ProblemsReported (from either bundle), else undefined. */
export function exitCodeOf(error: unknown): 1 | 2 | undefined {
  const code = error instanceof Error ? (error as { [EXIT_CODE]?: unknown })[EXIT_CODE] : undefined;
  return code === 1 || code === 2 ? code : undefined;
}
