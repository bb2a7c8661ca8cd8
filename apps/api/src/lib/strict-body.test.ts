import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownKeys } from './strict-body.js';

/** Issue 35, item 7: every write refuses the keys its schema does not name, at every depth. */
describe('unknownKeys', () => {
  const address = z.object({ city: z.string(), zip: z.string().optional() });
  const schema = z.object({
    name: z.string(),
    address: address.optional(),
    tags: z.array(z.object({ label: z.string() })).default([]),
    settings: z.object({ theme: z.string() }).partial().nullable(),
    kind: z
      .union([
        z.object({ type: z.literal('a'), alpha: z.number() }),
        z.object({ type: z.literal('b'), beta: z.number() }),
      ])
      .optional(),
    extra: z.record(z.string(), z.object({ value: z.number() })).optional(),
    loose: z.looseObject({ known: z.string() }).optional(),
    piped: z
      .object({ inner: z.string() })
      .transform((value) => value.inner)
      .optional(),
  });

  it('finds none in a body made only of named keys', () => {
    expect(
      unknownKeys(schema, {
        name: 'x',
        address: { city: 'Neuquén' },
        tags: [{ label: 'a' }],
        settings: null,
        kind: { type: 'b', beta: 1 },
        extra: { anything: { value: 1 } },
        loose: { known: 'k', whatever: 1 },
        piped: { inner: 'i' },
      }),
    ).toEqual([]);
  });

  it('names each unknown key by its path, however deep', () => {
    expect(
      unknownKeys(schema, {
        name: 'x',
        nmae: 'typo',
        address: { city: 'c', cty: 'typo' },
        tags: [{ label: 'a' }, { label: 'b', colour: 'red' }],
        settings: { theme: 'dark', font: 'big' },
        kind: { type: 'a', alpha: 1, gamma: 2 },
        extra: { k: { value: 1, unit: 'm' } },
        piped: { inner: 'i', outer: 'o' },
      }),
    ).toEqual([
      ['nmae'],
      ['address', 'cty'],
      ['tags', '1', 'colour'],
      ['settings', 'font'],
      ['kind', 'gamma'],
      ['extra', 'k', 'unit'],
      ['piped', 'outer'],
    ]);
  });

  it('leaves what is not an object to the schema itself', () => {
    expect(unknownKeys(schema, 'text')).toEqual([]);
    expect(unknownKeys(schema, null)).toEqual([]);
    expect(unknownKeys(schema, { address: 'not an object', tags: 3 })).toEqual([]);
  });
});
