import { dictionaries } from '@flarescope/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './row-error-report';

const tFor = async (lng: 'en' | 'es') => {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { [lng]: { translation: dictionaries[lng] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
};

describe('reportCsv', () => {
  it('writes line, column and the reason in the reader’s language, quoting every cell', async () => {
    const rows = [
      { line: 3, column: 'period', key: 'imports.row.period', message: 'x' },
      { line: 4, column: null, key: 'imports.row.duplicate', message: 'x', params: { line: 2 } },
    ];
    const es = reportCsv(await tFor('es'), rows);
    expect(es.startsWith('\ufeff"Línea","Columna","Motivo"\r\n')).toBe(true);
    expect(es).toContain('"3","period","Escriba un año (AAAA) o un mes (AAAA-MM)."');
    expect(es).toContain('"4","Toda la fila","Esta fila repite la línea 2');
    const en = reportCsv(await tFor('en'), rows);
    expect(en).toContain(
      '"4","Whole row","This row repeats line 2: the same item appears twice in the file."',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text', async () => {
    const csv = reportCsv(await tFor('en'), [
      { line: 2, column: '=cmd', key: 'imports.row.required', message: 'x' },
    ]);
    expect(csv).toContain(`"2","'=cmd","This cell is required."`);
  });
});
