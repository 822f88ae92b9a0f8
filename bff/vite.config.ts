import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const BFF = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(BFF, 'src', 'db', 'migrations');

/** The server and the operator CLIs, each written as dist/<name>.js. */
const ENTRIES = ['server', 'cli/create-user', 'cli/seed', 'cli/moderation-recheck', 'cli/moderation-export-decisions'];

/**
 * src/db/migrate.ts reads the .sql files beside its own module: bff/src/db/migrations under tsx,
 * bff/dist/migrations once bundled. The copy makes dist a whole server: code and schema.
 */
function copyMigrations(): Plugin {
  return {
    name: 'city:copy-migrations',
    generateBundle() {
      for (const file of fs.readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
        this.emitFile({ type: 'asset', fileName: `migrations/${file}`, source: fs.readFileSync(path.join(MIGRATIONS, file), 'utf8') });
      }
    },
  };
}

/**
 * The BFF as production runs it: `node --enable-source-maps bff/dist/server.js` (scripts/start.mjs).
 * An SSR build of src/server.ts and the CLIs into ESM for Node 20. npm packages stay external
 * (node_modules are there at run time, and sharp, argon2 and PGlite load native or wasm files
 * beside themselves); the workspace packages, which are TypeScript sources, are bundled.
 *
 * Every output file sits directly in dist/, one level below bff/ as src/server.ts and
 * src/config.ts are, so paths found from `import.meta.url` (the repository
 * root in src/config.ts, the migrations) come out the same under tsx and in the bundle.
 */
export default defineConfig({
  root: BFF,
  publicDir: false,
  logLevel: 'warn',
  plugins: [copyMigrations()],
  ssr: { noExternal: [/^@city\//] },
  build: {
    ssr: true,
    outDir: path.join(BFF, 'dist'),
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: Object.fromEntries(ENTRIES.map((entry) => [path.basename(entry), path.join(BFF, 'src', `${entry}.ts`)])),
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
