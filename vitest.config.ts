import { defineConfig } from 'vitest/config';

// `npm test`: unit and integration tests. Browser tests (real Chromium) run with npm run test:browser.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
