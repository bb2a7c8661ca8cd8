import { setupI18n } from './i18n';
import { describe, expect, it } from 'vitest';
import { createFormat } from './format';

const formatFor = async (locale: 'en' | 'es', units: 'metric' | 'imperial') => {
  const i18n = await setupI18n(locale);
  return createFormat({ locale, units, t: i18n.t });
};

describe('createFormat', () => {
  it('shows volumes in the unit that suits their size, with a translated unit label', async () => {
    const en = await formatFor('en', 'metric');
    expect(en.volume(149_228_762_300).text).toBe('149 bcm');
    expect(en.volume(564_603_600).text).toBe('565 million m³');
    const es = await formatFor('es', 'metric');
    expect(es.volume(1_347_181_000).text).toBe('1,35 miles de millones de m³');
  });

  it('converts to imperial units', async () => {
    const format = await formatFor('en', 'imperial');
    expect(format.volume(1_347_181_000).text).toBe('47.6 Bcf');
    expect(format.intensity(4.71106971557379).text).toBe('166 scf/bbl');
    expect(format.mass(1000).text).toBe('1.1K sh tn');
    expect(format.temperature(1775).text).toBe('2,735 °F');
    expect(format.heatingValue(33.948).text).toBe('911 Btu/scf');
    expect(format.dailyVolume(1e6).text).toBe('35.3 MMscf/d');
  });

  it('keeps metric figures metric', async () => {
    const format = await formatFor('en', 'metric');
    expect(format.intensity(4.71106971557379).text).toBe('4.71 m³/bbl');
    expect(format.temperature(1775).text).toBe('1,502 °C');
    expect(format.heatingValue(33.948).text).toBe('33.9 MJ/m³');
    expect(format.volumeScale(1_347_181_000)).toMatchObject({ unit: 'bcm', factor: 1e-9 });
  });

  it('formats periods and dates for the locale', async () => {
    const en = await formatFor('en', 'metric');
    const es = await formatFor('es', 'metric');
    expect(en.period('2026-06')).toBe('June 2026');
    expect(es.period('2026-06')).toBe('junio de 2026');
    expect(en.period('2024')).toBe('2024');
    expect(es.date('2024-07-30')).toBe('30 jul 2024');
    expect(es.date('2024')).toBe('2024');
    // Spanish puts a no-break space before the percent sign.
    expect(es.percent(89.18, 2)).toBe('89,18\u00a0%');
  });
});
