import { defineConfig } from 'vitest/config';

// `npm run test:browser`: the built site in Debian's Chromium (/usr/bin/chromium) via playwright-core.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
