// The two kinds of failure the CLI knows: a usage mistake (exit 2) and a reported problem with the
// data or the build (exit 1, already printed). Anything else is an internal error.
export class UsageError extends Error {
  readonly exitCode = 2;
}

export class ProblemsReported extends Error {
  readonly exitCode = 1;
}
