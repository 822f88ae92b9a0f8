import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bff/ folder, for files read at run time (the moderation model and dataset). Found from this
 * module, not the working directory: it is bff/src/bff-directory.ts under tsx and a file directly
 * in bff/dist once bundled (bff/vite.config.ts), one level below bff/ either way.
 */
export const BFF_DIRECTORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
