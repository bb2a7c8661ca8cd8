import { describe, expect, it } from 'vitest';
import { emailSchema, isEmailShaped } from './account-rules.js';
import { mapQuerySchema } from './flaring.js';

/**
 * Every pattern that runs on user input is linear-time or runs on bounded input (issue 15, item 1); the
 * import's cells are checked beside their schemas (apps/api/src/modules/imports/row-schemas.test.ts).
 * Each case is the worst shape for the pattern it aims at: before the fix, the e-mail took ~3 s and a
 * 100 000-digit number cell ~19 s on this machine. A linear pattern takes well under a millisecond.
 */
/**
 * Far above a linear pattern's time even on a machine busy with other work (66 ms was seen under a load
 * average of 14 on 2 cores), far below the backtracking ones' (3 s and more).
 */
const LINEAR_MS = 500;

const msOf = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

describe('patterns on hostile input', () => {
  it.each([' x', ' ', '@', '\u00a0x'])('refuses "a@" + 60 000 dots + %j as an e-mail at once', (tail) => {
    const hostile = `a@${'.'.repeat(60_000)}${tail}`;
    let result: ReturnType<typeof emailSchema.safeParse> | undefined;
    expect(msOf(() => (result = emailSchema.safeParse(hostile)))).toBeLessThan(LINEAR_MS);
    expect(result?.success).toBe(false);
  });

  it('runs a linear e-mail pattern within the length limit too', () => {
    // 250 characters: under the limit, so the shape check runs (the quadratic pattern took ~0.15 ms for each: ~450 ms in all).
    const shapes = [`a@${'.'.repeat(248)} x`, `${'a'.repeat(248)}@ x`, `a@${'a.'.repeat(124)} x`];
    const elapsed = msOf(() => {
      for (let i = 0; i < 3000; i += 1) for (const shape of shapes) isEmailShaped(shape);
    });
    expect(elapsed).toBeLessThan(LINEAR_MS);
  });

  it('still accepts and refuses the same addresses', () => {
    expect(emailSchema.safeParse('ana@example.co').success).toBe(true);
    expect(emailSchema.safeParse('a.b+c@mail.example.com').success).toBe(true);
    expect(emailSchema.safeParse('a@b..cd').success).toBe(true);
    for (const bad of ['a@b.c', 'a@.cd', 'a@bcd', 'a@@b.cd', 'a b@c.de', 'a@b.c d', '@b.cd', 'a@b.cd@e.fg']) {
      expect(emailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('refuses a long bbox before its pattern runs', () => {
    const hostile = `${'1,'.repeat(50_000)}x`;
    let result: ReturnType<typeof mapQuerySchema.safeParse> | undefined;
    expect(msOf(() => (result = mapQuerySchema.safeParse({ bbox: hostile })))).toBeLessThan(LINEAR_MS);
    expect(result?.success).toBe(false);
    expect(mapQuerySchema.parse({ bbox: '-10.5,-20,30,40.25' }).bbox).toEqual([-10.5, -20, 30, 40.25]);
  });
});
