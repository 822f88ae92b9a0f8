import { config } from 'zod';

/**
 * The BFF serves the app with `script-src 'self'` (no 'unsafe-eval'). zod probes `new Function`
 * once, when the first object schema is built, and a strict CSP reports that probe as a violation
 * even though zod catches it. Switching the JIT off skips the probe; main.tsx imports this module
 * first so it runs before '@city/contracts' builds its schemas.
 */
config({ jitless: true });
