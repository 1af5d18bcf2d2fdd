// The benches' timer of a whole Node process: wall milliseconds, stdout, and its peak memory.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs node with `args`: wall milliseconds, stdout, and the peak memory in MB when /usr/bin/time is there. */
export function timeNode(args, env = process.env) {
  const started = process.hrtime.bigint();
  const run = TIME
    ? spawnSync(TIME, ['-f', 'maxrss=%M', process.execPath, ...args], { encoding: 'utf8', env, maxBuffer: 64 * 2 ** 20 })
    : spawnSync(process.execPath, args, { encoding: 'utf8', env, maxBuffer: 64 * 2 ** 20 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(run.stderr);
  const rss = /maxrss=(\d+)/.exec(run.stderr)?.[1];
  return { ms, stdout: run.stdout, mb: rss ? Number(rss) / 1024 : undefined };
}
