import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse as csvParse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { detectTemplate } from './detect-template.js';
import { translate } from '../../i18n.js';
import { ImportFailure, RowErrors } from './import-failure.js';
import { decodeUtf8, parseCsv, readCsv } from './read-csv.js';
import { readTable } from './read-table.js';
import { readXlsx, zipEntryOrder } from './read-xlsx.js';
import { validateRows } from './validate-rows.js';

const cells = (text: string) => parseCsv(text).rows.map((row) => row.cells);

/** The ImportFailure a call throws (sync or async), so tests can look at its code and details. */
const failureOf = async (run: () => unknown): Promise<ImportFailure> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ImportFailure) return error;
    throw error;
  }
  throw new Error('expected an ImportFailure');
};

const workbook = async (sheets: Record<string, unknown[][]>): Promise<Uint8Array> => {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
};

describe('CSV reader', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, and CRLF records', () => {
    expect(cells('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('numbers rows as a spreadsheet does: header 1, blank lines counted, a quoted line break is one row', () => {
    const rows = parseCsv('h1,h2\n"a\nb",1\n\nc,2\n').rows;
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4]);
    expect(rows[3]?.cells).toEqual(['c', '2']);
  });

  it('keeps an empty last cell after a trailing delimiter, at the end of a line and of the file', () => {
    expect(cells('a,b\n1,\n2,')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', ''],
    ]);
  });

  it('reads semicolon-separated files (spreadsheets in Spanish locales) when the header has no comma', () => {
    expect(cells('country;volume_m3\nARG;1,5')).toEqual([
      ['country', 'volume_m3'],
      ['ARG', '1,5'],
    ]);
  });

  it('agrees with csv-stringify and csv-parse on random cells with quotes, commas and line breaks', () => {
    const alphabet = ['a', 'ñ', ' ', ',', '"', '\n', '\r\n', '1', 'é', ';'];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round += 1) {
      const table = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
        Array.from({ length: 3 }, () =>
          Array.from(
            { length: Math.floor(random() * 6) },
            () => alphabet[Math.floor(random() * alphabet.length)],
          ).join(''),
        ),
      );
      const text = `h1,h2,h3\n${stringify(table)}`;
      const ours = cells(text).slice(1);
      expect(ours).toEqual(table);
      expect(ours).toEqual(csvParse(text, { relax_column_count: true }).slice(1));
    }
  });

  it('refuses a file cut inside a quoted cell, with the line where the cell starts', async () => {
    const failure = await failureOf(() => parseCsv('a,b\n1,2\n3,"unfinished\nstill'));
    expect(failure.code).toBe('import_malformed_csv');
    expect(failure.options.details).toEqual({ line: 3 });
  });

  it('refuses text after a closing quote', async () => {
    expect((await failureOf(() => parseCsv('a,b\n"x"y,2'))).code).toBe('import_malformed_csv');
  });

  it('drops the UTF-8 byte-order mark', () => {
    expect(cells(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62])))).toEqual([['a', 'b']]);
  });

  it('refuses text that is not UTF-8 (Latin-1 "Neuquén"), naming the line of the first bad byte', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('country,company\nARG,YPF\nARG,Neuqu'),
      Buffer.from([0xe9, 0x6e]),
    ]);
    const failure = await failureOf(() => readCsv(latin1));
    expect(failure.code).toBe('import_not_utf8');
    expect(failure.options.details).toEqual({ line: 3 });
  });

  it('refuses UTF-16 and files with NUL bytes', async () => {
    expect((await failureOf(() => readCsv(Buffer.from('\ufeffa,b', 'utf16le')))).code).toBe(
      'import_not_utf8',
    );
    expect((await failureOf(() => readCsv(Buffer.from('a,b\u0000c')))).code).toBe('import_unsupported_file');
  });
});

describe('XLSX reader', () => {
  it('reads the sheet named after a template, dates as YYYY-MM-DD, rich text as text, formulas as "="', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Instructions').addRow(['read me']);
    const sheet = book.addWorksheet('observations');
    sheet.addRow(['country', 'period', 'volume_m3']);
    sheet.addRow([
      { richText: [{ text: 'AR' }, { text: 'G' }] },
      new Date(Date.UTC(2024, 2, 1)),
      { formula: 'A1*2', result: 4 },
    ]);
    const table = await readXlsx(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(table.sheet).toBe('observations');
    expect(table.rows[1]).toEqual({ line: 2, cells: ['ARG', '2024-03-01', '=A1*2'] });
  });

  it('reads the first sheet when none is named after a template, or the sheet asked for', async () => {
    const bytes = await workbook({ Data: [['a'], ['1']], Other: [['b'], ['2']] });
    expect((await readXlsx(bytes)).sheet).toBe('Data');
    expect((await readXlsx(bytes, { sheet: 'other' })).rows[1]?.cells).toEqual(['2']);
  });

  it('refuses a sheet that is not in the workbook, listing the sheets it has', async () => {
    const failure = await failureOf(async () =>
      readXlsx(await workbook({ Data: [['a']] }), { sheet: 'Flares 2025' }),
    );
    expect(failure.code).toBe('import_sheet_not_found');
    expect(failure.options.details).toEqual({ sheet: 'Flares 2025', sheets: ['Data'] });
  });

  it('refuses a file that is not a zip, a truncated workbook and a zip that is not a workbook', async () => {
    expect((await failureOf(() => readXlsx(Buffer.from('country,company\n')))).code).toBe('import_not_xlsx');
    const bytes = await workbook({ Data: [['a'], ['1']] });
    expect((await failureOf(() => readXlsx(bytes.slice(0, bytes.length / 2)))).code).toBe('import_not_xlsx');
    // Issue 35: cut short by its last 22 bytes (the central directory's end record) — every sheet's
    // entry still readable from its local header, which a streaming reader used to take.
    expect((await failureOf(() => readXlsx(bytes.slice(0, bytes.length - 22)))).code).toBe('import_not_xlsx');
    expect((await failureOf(() => readXlsx(bytes.slice(0, bytes.length - 1)))).code).toBe('import_not_xlsx');
    expect((await readXlsx(bytes)).rows).toHaveLength(2);
    // A valid zip holding only word/document.xml (a .docx, say): no workbook inside.
    const zip = Buffer.from(
      '504b0304140000000000d283755d16c37a19040000000400000011000000776f72642f646f63756d656e742e786d6c3c772f3e' +
        '504b01021403140000000000d283755d16c37a190400000004000000110000000000000000000000800100000000776f7264' +
        '2f646f63756d656e742e786d6c504b050600000000010001003f000000330000000000',
      'hex',
    );
    expect((await failureOf(() => readXlsx(zip))).code).toBe('import_not_xlsx');
  });
});

/** The same workbook with its parts rewritten in another order: those matching `first`, the rest, `last`. */
const reordered = async (bytes: Uint8Array, first: RegExp, last: RegExp): Promise<Uint8Array> => {
  const source = await JSZip.loadAsync(bytes);
  const names = Object.keys(source.files).filter((name) => !source.files[name]?.dir);
  const middle = names.filter((name) => !first.test(name) && !last.test(name));
  const target = new JSZip();
  for (const name of [...names.filter((n) => first.test(n)), ...middle, ...names.filter((n) => last.test(n))])
    target.file(name, await source.file(name)!.async('uint8array'));
  return target.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

describe('XLSX part order', () => {
  // A writer may put a sheet before xl/workbook.xml, and the streaming reader (which names sheets from that
  // part) then failed with "not a readable XLSX workbook" on a valid file. (What CI saw at stop 40 was
  // another fault with the same message, the reader's walk ending early: read-xlsx-walk.test.ts.)
  it('reads a workbook whose sheets come before xl/workbook.xml, naming its sheets', async () => {
    const plain = await workbook({
      Notes: [['read me']],
      Data: [
        ['a', 'b'],
        ['1', 'x'],
      ],
    });
    const late = await reordered(plain, /sharedStrings|workbook\.xml\.rels/, /^xl\/workbook\.xml$/);
    const order = zipEntryOrder(late)!;
    expect(order.indexOf('xl/workbook.xml')).toBeGreaterThan(order.indexOf('xl/worksheets/sheet2.xml'));
    expect(order.indexOf('xl/sharedStrings.xml')).toBeLessThan(order.indexOf('xl/worksheets/sheet1.xml'));
    const first = await readXlsx(late);
    expect(first.sheet).toBe('Notes');
    expect(first.rows).toEqual([{ line: 1, cells: ['read me'] }]);
    const asked = await readXlsx(late, { sheet: 'data' });
    expect(asked.rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x'] },
    ]);
    expect((await failureOf(() => readXlsx(late, { sheet: 'Flares' }))).options.details).toEqual({
      sheet: 'Flares',
      sheets: ['Notes', 'Data'],
    });
    // ExcelJS's usual order (shared strings after the sheets) is streamed: same answer either way.
    expect(await readXlsx(plain, { sheet: 'data' })).toEqual(asked);
  });
});

describe('file format', () => {
  it('reads a zip as a workbook and refuses an .xlsx that is not one, old .xls and other extensions', async () => {
    const bytes = await workbook({ flares: [['country']] });
    expect((await readTable(bytes, { fileName: 'named-wrongly.csv' })).format).toBe('xlsx');
    expect((await failureOf(() => readTable(Buffer.from('a,b'), { fileName: 'x.xlsx' }))).code).toBe(
      'import_not_xlsx',
    );
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await failureOf(() => readTable(ole2, { fileName: 'old.xls' }))).code).toBe(
      'import_unsupported_file',
    );
    expect((await failureOf(() => readTable(Buffer.from('a'), { fileName: 'a.pdf' }))).code).toBe(
      'import_unsupported_file',
    );
    expect((await failureOf(() => readTable(new Uint8Array(), { fileName: 'a.csv' }))).code).toBe(
      'import_empty_file',
    );
  });
});

describe('template detection', () => {
  const detect = (text: string) => detectTemplate(parseCsv(text));

  it.each([
    ['country,company,flare_name,latitude,longitude,type', 'flares'],
    ['Country,Company,Flare Name,Period,Volume_m3', 'observations'],
    ['country,period,gas_m3', 'production'],
    ['country,company,flare_name,sampled_on,c1,c2,c3,ic4,nc4,ic5,nc5,c6plus,n2,co2,h2s', 'gas_composition'],
  ])('knows %s as %s', (header, kind) => {
    expect(detect(`${header}\n${header.replace(/[^,]+/g, 'x')}`).kind).toBe(kind);
  });

  it('finds the header under blank lines and ignores columns without a header', () => {
    const detected = detect('\n\ncountry,period,oil_bbl,,\nARG,2024,5,,\n');
    expect(detected.kind).toBe('production');
    expect([...detected.dataRows].map((row) => row.line)).toEqual([4]);
  });

  it('refuses an unknown column, naming it and the closest template', async () => {
    const failure = await failureOf(() =>
      detect('country,company,flare_name,period,volume_m3,colour\nx,x,x,x,x,x'),
    );
    expect(failure.code).toBe('import_unknown_template');
    expect(failure.options.details).toMatchObject({
      closestTemplate: 'observations',
      unknownColumns: ['colour'],
    });
  });

  it('refuses a header missing a required column, and a column given twice', async () => {
    const missing = await failureOf(() => detect('country,company,flare_name,period\nx,x,x,x'));
    expect(missing.options.details).toMatchObject({
      closestTemplate: 'observations',
      missingColumns: ['volume_m3'],
    });
    const twice = await failureOf(() => detect('country,period,gas_m3,gas_m3\nx,x,x,x'));
    expect(twice.options.details).toMatchObject({ duplicateColumns: ['gas_m3'] });
  });

  it('refuses a file with a header and no data rows, or with nothing at all', async () => {
    expect((await failureOf(() => detect('country,period,gas_m3\n\n'))).code).toBe('import_empty_file');
    expect((await failureOf(() => detect('\n'))).code).toBe('import_empty_file');
  });
});

describe('row validation', () => {
  const validate = (text: string) => {
    const detected = detectTemplate(parseCsv(text));
    const errors = new RowErrors();
    const rows = [...validateRows(detected.kind, detected, { format: 'csv', errors, onRows: () => {} })];
    return { rows, errors: errors.list.map((e) => [e.line, e.column, e.key.replace('imports.row.', '')]) };
  };
  const OBSERVATIONS = 'country,company,flare_name,period,volume_m3,confidence';

  it('types a valid row: numbers, a month from the first day of a month, lower-cased choices', () => {
    const { rows, errors } = validate(
      `${OBSERVATIONS}\n ARG , YPF S.A.,Loma Campana 1,2024-03-01,1.5e3,Measured`,
    );
    expect(errors).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      data: {
        country: 'ARG',
        company: 'YPF S.A.',
        flare_name: 'Loma Campana 1',
        period: '2024-03',
        volume_m3: 1500,
        confidence: 'measured',
      },
    });
  });

  it('reports every bad cell with its line and column', () => {
    const { errors } = validate(
      `${OBSERVATIONS}\n,YPF,!!!,2024-13,-5,sure\nARG,YPF,a,2024-01,1 000,\nARG,YPF,a,2024,abc,`,
    );
    expect(errors).toEqual([
      [2, 'country', 'required'],
      [2, 'flare_name', 'name_empty'],
      [2, 'period', 'month'],
      [2, 'volume_m3', 'not_negative'],
      [2, 'confidence', 'confidence'],
      [3, 'volume_m3', 'number'],
      [4, 'period', 'month'],
      [4, 'volume_m3', 'number'],
    ]);
  });

  it('refuses formula-looking cells (CSV injection) but takes negative and signed numbers as numbers', () => {
    const { errors } = validate(
      `${OBSERVATIONS}\nARG,=CMD("calc"),a,2024-01,5,\nARG,@SUM(A1),b,2024-01,+5,\nARG,c,d,2024-01,-5,\nARG,e,\tf,2024-01,5,`,
    );
    expect(errors).toEqual([
      [2, 'company', 'formula'],
      [3, 'company', 'formula'],
      [4, 'volume_m3', 'not_negative'],
      [5, 'flare_name', 'formula'],
    ]);
  });

  it('refuses a row with fewer cells than the header (a file cut short) or values past it', () => {
    const { errors, rows } = validate(
      `${OBSERVATIONS}\nARG,YPF,a,2024-01,5,,,\nARG,YPF,b,2024-01,5,measured,extra\nARG,YPF,c,20`,
    );
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([
      [3, null, 'column_count'],
      [4, null, 'column_count'],
    ]);
  });

  it('checks flares: coordinates, type, booleans, fractions, dates', () => {
    const { errors } = validate(
      'country,company,flare_name,latitude,longitude,type,is_routine,combustion_efficiency,data_date,temperature_k\n' +
        'ARG,YPF,a,91,-181,torch,maybe,1.2,2024-02-30,0\n' +
        'ARG,YPF,b,-38,-68,Gas Field,sí,0.98,2024-02,1600',
    );
    expect(errors).toEqual([
      [2, 'latitude', 'latitude'],
      [2, 'longitude', 'longitude'],
      [2, 'type', 'flare_type'],
      [2, 'is_routine', 'boolean'],
      [2, 'combustion_efficiency', 'fraction'],
      [2, 'temperature_k', 'temperature'],
      [2, 'data_date', 'data_date'],
    ]);
  });

  it('checks a composition adds up to 1 ± 0.005 (empty components are 0) and production has a value', () => {
    const header = 'country,company,flare_name,sampled_on,c1,c2,c3,ic4,nc4,ic5,nc5,c6plus,n2,co2,h2s';
    const composition = validate(
      `${header}\nARG,YPF,a,2024-05-01,0.9,0.05,,,,,,,0.05,,\nARG,YPF,a,2024-05-02,0.9,,,,,,,,,,`,
    );
    expect(composition.errors).toEqual([[3, null, 'composition_sum']]);
    expect(composition.rows[0]?.data).toMatchObject({ c1: 0.9, c3: 0, h2s: 0 });
    expect(validate('country,period,oil_bbl,gas_m3\nARG,2024,,').errors).toEqual([
      [2, 'oil_bbl', 'production_empty'],
    ]);
  });

  it('refuses tabs and line breaks inside names', () => {
    expect(validate(`${OBSERVATIONS}\nARG,"YPF\nS.A.",a,2024-01,5,`).errors).toEqual([
      [2, 'company', 'text'],
    ]);
  });

  it('has a message in English and Spanish for every reason it reports', () => {
    const { errors } = validate(`${OBSERVATIONS}\n,=x,!!!,2024-13,-5,sure\nARG,a\n`);
    for (const [, , key] of errors) {
      for (const locale of ['en', 'es'] as const) {
        expect(translate(locale, `imports.row.${key}`)).not.toContain('imports.row');
      }
    }
  });
});
