// `shopsite preview`: serves the built output on 127.0.0.1 until Ctrl-C.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ProblemsReported } from './errors.js';
import { serveStatic } from './serve.js';

export async function runPreview(flags: { out: string; port: number; host: string }): Promise<void> {
  if (!existsSync(flags.out)) {
    process.stderr.write(`${flags.out}/ does not exist\n  hint: run npx shopsite build first\n`);
    throw new ProblemsReported();
  }
  const server = await serveStatic(flags.out, { host: flags.host, port: flags.port }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    process.stderr.write(`port ${flags.port} is in use\n  hint: pass another with --port, or --port 0 for a free one\n`);
    throw new ProblemsReported();
  });
  const { port } = server.address() as AddressInfo;
  const stop = () => {
    server.close();
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stderr.write(`Serving ${flags.out}/ at http://${flags.host}:${port}/ (Ctrl-C stops)\n`);
}
