import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
/** The BFF the dev server forwards /api to (platform §2: PORT defaults to 3000). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: appRoot,
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The BFF sends `script-src 'self'`: keep every script an external file.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate files keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr)[\\/]/ },
            { name: 'react-aria', test: /node_modules[\\/](@react-aria|react-aria|@react-stately|react-stately|react-aria-components|@internationalized|@react-types|@swc)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
