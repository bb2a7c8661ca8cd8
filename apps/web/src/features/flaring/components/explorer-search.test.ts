import type { SearchResponse } from '@flarescope/shared';
import { describe, expect, it } from 'vitest';
import { hrefOf } from './explorer-search';

type Result = SearchResponse['results'][number];

const argentina = { iso3: 'ARG', iso2: 'AR', slug: 'argentina', nameEn: 'Argentina', nameEs: 'Argentina' };
const result = (kind: Result['kind'], rest: Partial<Result> = {}): Result => ({
  kind,
  label: 'x',
  labelEs: 'x',
  country: argentina,
  companySlug: null,
  companyName: null,
  fieldSlug: null,
  fieldCount: null,
  flareName: null,
  matched: null,
  ...rest,
});

describe('where a search result leads', () => {
  it('opens a flare for signed-in users, and its company for visitors (the flare route is theirs only)', () => {
    const flare = result('flare', { companySlug: 'ypf-s-a', flareName: 'loma-campana-01867' });
    expect(hrefOf(flare, true)).toBe('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867');
    expect(hrefOf(flare, false)).toBe('/flaring-explorer/argentina/ypf-s-a');
  });

  it('opens a field’s operator, or its country when no source names one', () => {
    expect(hrefOf(result('field', { companySlug: 'ypf-s-a', fieldSlug: 'loma-campana' }), false)).toBe(
      '/flaring-explorer/argentina/ypf-s-a?field=loma-campana',
    );
    expect(hrefOf(result('field', { fieldSlug: 'loma-campana' }), false)).toBe('/flaring-explorer/argentina');
  });

  it('opens the country of a basin or a province, its flares table listing only that place', () => {
    expect(hrefOf(result('basin', { label: 'Neuquina', fieldCount: 207 }), true)).toBe(
      '/flaring-explorer/argentina?basin=Neuquina',
    );
    expect(hrefOf(result('province', { label: 'Río Negro', fieldCount: 117 }), false)).toBe(
      '/flaring-explorer/argentina?province=R%C3%ADo+Negro',
    );
  });
});
