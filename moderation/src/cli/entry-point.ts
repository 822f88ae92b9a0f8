import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the module at `moduleUrl` is the script node/tsx was started with (not an import from a test). */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]s$/, '');
  return withoutExtension(path.resolve(script)) === withoutExtension(fileURLToPath(moduleUrl));
}
