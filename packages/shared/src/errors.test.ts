import { describe, expect, it } from 'vitest';
import { errorMessageValues, formatWait } from './errors.js';

describe('formatWait', () => {
  it.each([
    [1, 'en', '1 second'],
    [30, 'en', '30 seconds'],
    [59.2, 'en', '1 minute'],
    [60, 'en', '1 minute'],
    [3295, 'en', '55 minutes'],
    [7200, 'en', '2 hours'],
    [45, 'es', '45 segundos'],
    [2160, 'es', '36 minutos'],
    [60, 'es', '1 minuto'],
  ])('%s s in %s is %s', (seconds, locale, expected) => {
    expect(formatWait(seconds, locale)).toBe(expected);
  });
});

describe('errorMessageValues', () => {
  it('gives {{time}} from retryAfterSeconds, and nothing without it', () => {
    expect(errorMessageValues({ retryAfterSeconds: 2160 }, 'en')).toEqual({ time: '36 minutes' });
    expect(errorMessageValues({ retryAfterSeconds: 2160 }, 'es')).toEqual({ time: '36 minutos' });
    expect(errorMessageValues({}, 'en')).toEqual({});
    expect(errorMessageValues(undefined, 'en')).toEqual({});
    expect(errorMessageValues({ retryAfterSeconds: 'x' }, 'en')).toEqual({});
  });

  it('gives a text detail to the placeholder of its name (import_vnf_layout), and no other kind', () => {
    expect(errorMessageValues({ columnsFound: 'id, Date_Mscan', line: 1 }, 'en')).toEqual({
      columnsFound: 'id, Date_Mscan',
    });
  });
});
