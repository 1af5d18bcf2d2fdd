// The kinds of failure the CLI knows: a usage mistake (exit 2), a reported problem with the data or
// the build (exit 1, already printed), and shopsite's own fault in some shops of a fleet, already
// printed (exit 70, as an internal error, sysexits' EX_SOFTWARE: a bug to report, not the data's).
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

export class InternalErrorsReported extends Error {
  readonly [EXIT_CODE] = INTERNAL_ERROR;
}

/** The exit code of an internal error: sysexits' EX_SOFTWARE, never a data problem's 1. */
export const INTERNAL_ERROR = 70;

/** 2 for a UsageError, 1 for ProblemsReported, 70 for InternalErrorsReported (from either bundle), else undefined. */
export function exitCodeOf(error: unknown): 1 | 2 | 70 | undefined {
  const code = error instanceof Error ? (error as { [EXIT_CODE]?: unknown })[EXIT_CODE] : undefined;
  return code === 1 || code === 2 || code === INTERNAL_ERROR ? code : undefined;
}
