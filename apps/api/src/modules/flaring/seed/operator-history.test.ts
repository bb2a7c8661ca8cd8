import { describe, expect, it } from 'vitest';
import { operatorOfYear, readOperatorHistory } from './operator-history.js';

describe('operator history (Secretaría de Energía, cumulative production per area × company)', () => {
  // EL MANGRULLO in produccion_neuquina_acumulada_2006_2026_area_empresa.csv: Petrobras Argentina 2006-12 to
  // 2018-04, Pampa Energía from 2018-05 to 2026-04.
  const history = readOperatorHistory([
    {
      area: 'EL MANGRULLO',
      empresa: 'PETROBRAS ARGENTINA S.A.',
      primer_mes: '2006-12',
      ultimo_mes: '2018-04',
    },
    { area: 'EL MANGRULLO', empresa: 'PAMPA ENERGIA S.A.', primer_mes: '2018-05', ultimo_mes: '2026-04' },
    { area: 'CERRO FORTUNOSO', empresa: 'GRECOIL y CIA. S.R.L.', primer_mes: '', ultimo_mes: '' },
    { area: 'CERRO FORTUNOSO', empresa: 'YPF S.A.', primer_mes: '2006-01', ultimo_mes: '2026-04' },
    { area: 'BAD', empresa: 'X', primer_mes: '2020-13', ultimo_mes: '2021-01' },
  ]);
  const mangrullo = history.get('el-mangrullo') ?? [];

  it('gives each year to the company with the most months in it', () => {
    expect(operatorOfYear(mangrullo, 2017)).toBe('PETROBRAS ARGENTINA S.A.');
    // 2018: Petrobras January–April (4 months), Pampa May–December (8).
    expect(operatorOfYear(mangrullo, 2018)).toBe('PAMPA ENERGIA S.A.');
    expect(operatorOfYear(mangrullo, 2024)).toBe('PAMPA ENERGIA S.A.');
  });

  it('gives equal months to the later arrival, and no year outside every spell', () => {
    const split = readOperatorHistory([
      { area: 'A', empresa: 'FIRST', primer_mes: '2010-01', ultimo_mes: '2019-06' },
      { area: 'A', empresa: 'SECOND', primer_mes: '2019-07', ultimo_mes: '2020-02' },
    ]).get('a');
    expect(operatorOfYear(split ?? [], 2019)).toBe('SECOND');
    expect(operatorOfYear(split ?? [], 2021)).toBeNull();
    expect(operatorOfYear(split ?? [], 2009)).toBeNull();
  });

  it('leaves out companies listed without months, and months that are not YYYY-MM', () => {
    expect(history.get('cerro-fortunoso')?.map((spell) => spell.company)).toEqual(['YPF S.A.']);
    expect(history.has('bad')).toBe(false);
  });
});
