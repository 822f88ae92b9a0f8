import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { answerChecks } from './build/answerChecks';
import { chunkGroups } from './build/chunks';
import { firstScreenPreloads } from './build/firstScreenPreloads';
import { importedForExportsOnly, noChunkCycles, onlyRussianLocale } from './build/plugins';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/** The BFF the dev server forwards /api to (docs/operations.md#configuration: PORT defaults to 3000). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: appRoot,
  plugins: [
    react(),
    answerChecks(),
    vanillaExtractPlugin(),
    importedForExportsOnly,
    onlyRussianLocale,
    noChunkCycles,
    firstScreenPreloads,
    // Brotli and gzip beside every text file, made once at build time at the highest levels; the
    // BFF picks one by Accept-Encoding (bff/src/routes/static-app.ts). Not index.html, which the
    // BFF writes the city into and compresses itself (bff/src/routes/city-page.ts), nor the
    // preloads list only the BFF reads.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/index\.html$/, /first-screen-preloads\.json$/],
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The BFF sends `script-src 'self'`: keep every script an external file.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // One stylesheet for the whole app (~10 KB compressed), loaded with the page: a lazy page then
    // brings no stylesheets of its own, each of which would be one more request before it shows.
    cssCodeSplit: false,
    rolldownOptions: {
      // contracts/ builds its zod schemas at module level (`z.object(…)…`, reading message constants
      // as it goes). Building a schema has no side effects and neither has reading a property of our
      // objects (no getters with effects anywhere in the app), so a page that uses only a contract's
      // constants or checks (the login form's e-mail check) is bundled without zod and the schemas
      // it does not use. Constants are inlined, so a text that quotes one (a link's lifetime in
      // hours) does not tie its page to the contract module around the constant.
      // The contracts' own schema builders (contracts/src/text.ts) build schemas as z does.
      treeshake: { manualPureFunctions: ['z', 'plainText', 'noControlCharacters', 'visibleText'], propertyReadSideEffects: false },
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
