import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * widgets/dist/widget.js: the element as one classic script (partners add it with a plain
 * <script async>), minified for browsers of the last years (ES2019: custom elements, shadow DOM
 * and constructed sheets are there), without a source map, so the file's size is the download.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    target: 'es2019',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('./src/element/widget.ts', import.meta.url)),
      formats: ['iife'],
      name: 'cityEventsFeed',
      fileName: () => 'widget.js',
    },
  },
});
