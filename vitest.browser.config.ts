import { defineConfig } from 'vitest/config';

// `npm run test:browser`: the built site in Debian's Chromium (/usr/bin/chromium) via playwright-core.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll waits for the page (a file opening in the editor, a preview reloading), which on a
    // busy machine can take past vitest's 1 s default: a poll that holds returns at once.
    expect: { poll: { timeout: 10_000 } },
  },
});
