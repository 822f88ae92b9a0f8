import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The moderation/ folder, for files read at run time (the shipped weights, the dataset). Found by
 * resolving this package's own name, not from this module's place: the BFF bundles this code into
 * bff/dist/*.js, where import.meta.url points into the BFF, while Node's resolution still leads
 * through node_modules/@city/moderation to this folder, under tsx and in the bundle alike.
 */
export const MODERATION_DIRECTORY = path.dirname(createRequire(import.meta.url).resolve('@city/moderation/package.json'));
