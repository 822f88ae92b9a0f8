import { describe, expect, it } from 'vitest';

describe('cspSafeZod', () => {
  it('switches zod’s JIT off before zod is loaded', async () => {
    await import('./cspSafeZod');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
