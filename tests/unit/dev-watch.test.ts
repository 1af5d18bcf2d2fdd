// `shopsite dev` when the system cannot watch a folder (Linux's inotify limit): it says so, with
// what to raise, instead of stopping without a word or crashing on an unhandled 'error' event.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

const watchers: EventEmitter[] = [];
vi.mock('chokidar', () => ({
  watch: () => {
    const watcher = Object.assign(new EventEmitter(), { close: async () => undefined });
    watchers.push(watcher);
    setImmediate(() => watcher.emit('ready'));
    return watcher;
  },
}));

const { startDev } = await import('../../src/cli/dev.js');

describe('shopsite dev, a folder it cannot watch', () => {
  it('says so, naming the limit to raise, and keeps serving', async () => {
    const lines: string[] = [];
    const dev = await startDev({ data: dataWith(REFERENCE_DATA), port: 0, host: '127.0.0.1' }, (line) => lines.push(line));
    try {
      const limit = Object.assign(new Error('ENOSPC: System limit for number of file watchers reached, watch'), { code: 'ENOSPC' });
      for (const watcher of watchers) watcher.emit('error', limit);
      expect(lines.filter((l) => l.startsWith('cannot watch for saves'))).toEqual(
        watchers.map(() => 'cannot watch for saves: ENOSPC: System limit for number of file watchers reached, watch (raise fs.inotify.max_user_watches)'),
      );
      expect((await fetch(`${dev.url}about/`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
