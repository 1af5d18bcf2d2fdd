// For the scripts: `shopsite preview` of dist/ on a free port, as a child process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startPreview(out = 'dist') {
  const child = spawn(process.execPath, [path.join(root, 'bin/shopsite.js'), 'preview', '--out', out, '--port', '0'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (c) => {
      text += c;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(text);
      if (m) resolve(m[0]);
    });
    child.once('exit', () => reject(new Error(text)));
  });
  return {
    url,
    close: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGINT');
    }),
  };
}
