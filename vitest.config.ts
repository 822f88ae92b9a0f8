import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { answerChecks } from './app/build/answerChecks';

/**
 * Projects:
 *  - node:      contracts, moderation, bff and app unit tests (real PostgreSQL via PGlite or TEST_DATABASE_URL),
 *               the lint's walls (scripts/lint), each proved to fire, and the docs citation tool (scripts/docs)
 *  - pact:      consumer tests beside their consumers (app/pact, widgets/pact; they write contracts/pacts),
 *               then the BFF's verification of those files, run in that order
 *  - storybook: every story as a browser test with its play function and axe check
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The app's calls check some answers with code compiled from the contracts (app/build).
        plugins: [answerChecks()],
        test: {
          name: 'node',
          environment: 'node',
          include: ['{contracts,moderation,bff,app,widgets,design-system}/{src,test}/**/*.test.ts', 'scripts/lint/**/*.test.ts', 'scripts/docs/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
          // The partner feed's routes serve the built widget (issue 7): built once when stale.
          globalSetup: ['bff/test/setup/widget-build.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [answerChecks()],
        test: {
          name: 'pact',
          environment: 'node',
          include: ['{app,widgets}/pact/**/*.pact.test.ts', 'bff/test/**/*.pact.test.ts'],
          globalSetup: ['bff/test/setup/widget-build.ts'],
          fileParallelism: false,
          sequence: { concurrent: false },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin(), answerChecks()],
        optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime'] },
        test: {
          name: 'storybook',
          // A long play function (a whole form filled in) can pass 15 s on a busy 2-core CI machine;
          // these tests check behaviour, not speed (speed has its benchmarks).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
