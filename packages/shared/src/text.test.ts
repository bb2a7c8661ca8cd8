import { describe, expect, it } from 'vitest';
import { searchKey, slugify, stripAccents } from './text.js';

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
});
