// What a run of the pipeline (a shop's build, a hub's) reports beside its output, the same way for
// both: milliseconds per stage in the order they ran, and its problems as it ends.
import { hasErrors, sortProblems } from './problems.js';
import type { Problem } from './types.js';

export function stageClock() {
  const started = performance.now();
  const stages: Record<string, number> = {};
  let last = started;
  return {
    stages,
    lap(stage: string): void {
      const now = performance.now();
      stages[stage] = Math.round((now - last) * 10) / 10;
      last = now;
    },
    ms: () => Math.round(performance.now() - started),
  };
}

/** Whether the problems stop a run: errors, or with --strict any problem but advice. */
export const blocksRun = (problems: Problem[], strict?: boolean) => hasErrors(strictly(problems, strict));

/**
 * With --strict every warning is an error, but advice (Problem `advice`): a brand that writes its
 * pages once for every shop can publish, and a build that passed yesterday does not fail today
 * with the same data because a coupon's last day went by.
 */
export const strictly = (problems: Problem[], strict?: boolean): Problem[] => (strict ? problems.map((p) => (p.advice ? p : { ...p, severity: 'error' as const })) : problems);

/** The problems as a run ends, sorted (with --strict every warning an error), and whether it succeeded. */
export function settle(problems: Problem[], strict?: boolean): { ok: boolean; problems: Problem[] } {
  return { ok: !blocksRun(problems, strict), problems: sortProblems(strictly(problems, strict)) };
}

/**
 * A run's frame: `lap` times its stages, `blocks` says whether problems stop it, and `done` makes
 * its result from its problems, the result's empty fields and what the run got to.
 */
export function startRun<R extends { ok: boolean; problems: Problem[]; stages: Record<string, number>; ms: number }>(
  strict: boolean | undefined,
  empty: Omit<R, 'ok' | 'problems' | 'stages' | 'ms'>,
) {
  const clock = stageClock();
  return {
    lap: clock.lap,
    blocks: (problems: Problem[]) => blocksRun(problems, strict),
    done: (problems: Problem[], extra: Partial<R> = {}): R => ({ ...settle(problems, strict), ...empty, ...extra, stages: clock.stages, ms: clock.ms() }) as R,
  };
}

/** Bytes of a file's contents. */
export const byteSize = (c: string | Uint8Array) => (typeof c === 'string' ? Buffer.byteLength(c) : c.byteLength);
