import type { core } from 'zod';

/**
 * The BFF serves the app with `script-src 'self'` (no 'unsafe-eval'). zod probes `new Function`
 * once, when the first object schema is built, and a strict CSP reports that probe as a violation
 * even though zod catches it. Switching the JIT off skips the probe. zod reads its settings from
 * `globalThis.__zod_globalConfig` and keeps what is there when it loads (zod's core.ts documents
 * this), so the switch is set here without importing zod: zod and the schemas load later, with
 * the pages that check answers. main.tsx imports this module first.
 */
const zodSettings = globalThis as { __zod_globalConfig?: Partial<core.$ZodConfig> };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;
