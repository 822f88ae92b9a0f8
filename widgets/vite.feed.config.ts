import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/** Where the BFF looks for the feed (config.widgetDir + /feed). */
export const FEED_OUT_DIR = fileURLToPath(new URL('./dist/feed', import.meta.url));
export const FEED_CSS_FILE = 'feed.css';

/**
 * docs/partner-feed.md#html-fragment: the feed's server side. An SSR build of widgets/src/feed/server.ts (React's
 * renderToString of the design system's cards) for the BFF to import at run time, and the CSS of
 * those cards (vanilla-extract) as widgets/dist/feed/feed.css, served as /api/public/feed.css.
 * react and react-dom stay external (the BFF resolves them from node_modules); the workspace
 * packages, which are TypeScript sources, are bundled.
 */
export default defineConfig({
  publicDir: false,
  plugins: [vanillaExtractPlugin()],
  // Production JSX whatever NODE_ENV the builder runs under (vitest sets 'test'): the BFF runs
  // with NODE_ENV=production, where react/jsx-dev-runtime has no jsxDEV.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  ssr: { noExternal: [/^@city\//] },
  build: {
    ssr: fileURLToPath(new URL('./src/feed/server.ts', import.meta.url)),
    // Without this an SSR build drops the CSS the vanilla-extract modules produce.
    ssrEmitAssets: true,
    cssCodeSplit: false,
    outDir: FEED_OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'server.js',
        format: 'es',
        // The BFF reads the stylesheet by a fixed name; the ETag, not the name, tells browsers it changed.
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? FEED_CSS_FILE : 'assets/[name]-[hash][extname]'),
      },
    },
  },
});
