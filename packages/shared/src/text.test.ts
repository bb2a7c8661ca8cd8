import { describe, expect, it } from 'vitest';
import { isCleanText, searchKey, slugify, stripAccents } from './text.js';

describe('text helpers', () => {
  it('strips accents', () => {
    expect(stripAccents('Neuquén, Bogotá, São Tomé, Perú')).toBe('Neuquen, Bogota, Sao Tome, Peru');
  });

  it('makes search keys that ignore accents, case and punctuation', () => {
    expect(searchKey('Neuquén')).toBe(searchKey('neuquen'));
    expect(searchKey('  YPF S.A. ')).toBe('ypf s a');
  });

  it('makes readable URL slugs', () => {
    expect(slugify('United States')).toBe('united-states');
    expect(slugify('YPF S.A.')).toBe('ypf-s-a');
    expect(slugify('LOMA LA LATA - SIERRA BARROSA')).toBe('loma-la-lata-sierra-barrosa');
    expect(slugify("Côte d'Ivoire")).toBe('cote-d-ivoire');
    expect(slugify('QUINTANA E&P ARGENTINA S.R.L.')).toBe('quintana-e-and-p-argentina-s-r-l');
  });

  it('tells clean text from text with control characters or lone surrogates', () => {
    expect(isCleanText('Neuquén 😀 — «ok»')).toBe(true);
    for (const bad of [
      'a\u0000b',
      'a\nb',
      'a\tb',
      '\u007f',
      '\u0085',
      'a\ud800',
      '\udc00a',
      'x\udbff\udbff\udc00',
    ]) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isCleanText('line one\r\nline two\tend', { multiline: true })).toBe(true);
    for (const bad of ['a\u0000b', '\u000b', '\u001b[31m', '\u009b', '\ud800']) {
      expect(isCleanText(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
    const start = performance.now();
    isCleanText(`${'\ud800'.repeat(30_000)}`);
    isCleanText(`${'a'.repeat(60_000)}\u0000`, { multiline: true });
    expect(performance.now() - start).toBeLessThan(50);
  });
});
