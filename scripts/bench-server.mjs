// For npm run bench: a shopsite server command (dev, edit) on a fresh copy of site-data, on a free
// port, and the address it prints once it is ready.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';

/**
 * Starts `shopsite <command> --data <copy> --port 0`; resolves once its address (matching
 * `address`) is printed. The caller stops `child` (SIGINT) when done.
 */
export async function serveCopy({ root, bin, temp, command, address }) {
  const data = path.join(temp, command, 'site-data');
  cpSync(path.join(root, 'site-data'), data, { recursive: true });
  const child = spawn(process.execPath, [bin, command, '--data', data, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let text = '';
      child.stderr.on('data', (c) => {
        text += c;
        const m = address.exec(text);
        if (m) resolve(m[0]);
      });
      child.once('exit', () => reject(new Error(text)));
    });
    return { data, child, url };
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
}
