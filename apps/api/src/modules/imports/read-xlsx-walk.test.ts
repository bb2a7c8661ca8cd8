import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import type * as LoadOnUse from '../../infra/load-on-use.js';
import { readXlsx, zipEntryOrder } from './read-xlsx.js';

/*
 * ExcelJS's streaming reader walks the archive's entries in order, and on a busy machine that walk can end
 * early: the last entries never come (13 reads of 800 of a small workbook with three CPU spinners beside
 * them, 2026-11-30; seen in CI as "not a readable XLSX workbook" for a valid file). Here the reader is
 * given the archive cut short at a chosen part, as that walk would end, deterministically.
 */
const walk = vi.hoisted(() => ({ endBefore: null as string | null }));
vi.mock('../../infra/load-on-use.js', async (importOriginal) => {
  const real = await importOriginal<typeof LoadOnUse>();
  const Excel = (await import('exceljs')).default;
  class CutShortReader extends Excel.stream.xlsx.WorkbookReader {
    constructor(input: Readable, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) {
      super(walk.endBefore === null ? input : cutBefore(input, walk.endBefore), options);
    }
  }
  const stream = { ...Excel.stream, xlsx: { ...Excel.stream.xlsx, WorkbookReader: CutShortReader } };
  return { ...real, loadExcelJS: async () => ({ ...Excel, stream, default: undefined }) };
});

/** The archive's bytes up to the local header of the entry `name`: the entries from there on never come. */
const cutBefore = (input: Readable, name: string): Readable => {
  const chunks: Buffer[] = [];
  return Readable.from(
    (async function* () {
      for await (const chunk of input) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const at = bytes.indexOf(Buffer.from(name)) - 30; // a local header is 30 bytes, then the name
      yield bytes.subarray(0, at);
    })(),
  );
};

/** A workbook of two sheets as ExcelJS writes it: the sheets, then the shared strings, xl/workbook.xml last. */
const workbook = async (): Promise<Uint8Array> => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['read me']);
  book.addWorksheet('Data').addRows([
    ['country', 'period'],
    ['ARG', '2024-03'],
  ]);
  return new Uint8Array(await book.xlsx.writeBuffer());
};

/** The same parts in Excel's order: xl/workbook.xml and its relationships first, the shared strings last. */
const inExcelsOrder = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const source = await JSZip.loadAsync(bytes);
  const names = Object.keys(source.files).filter((name) => !source.files[name]?.dir);
  const rank = (name: string) =>
    name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels'
      ? 0
      : name === 'xl/sharedStrings.xml'
        ? 2
        : 1;
  const target = new JSZip();
  for (const name of [...names].sort((a, b) => rank(a) - rank(b)))
    target.file(name, await source.file(name)!.async('uint8array'));
  return target.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

const ROWS = [
  { line: 1, cells: ['country', 'period'] },
  { line: 2, cells: ['ARG', '2024-03'] },
];

describe('an XLSX read whose archive walk ends early', () => {
  it.each([
    ["ExcelJS's", 'xl/workbook.xml', 'the sheets cannot be named: the reader threw'],
    ["ExcelJS's", 'xl/worksheets/sheet2.xml', 'the sheet asked for never comes: the reader threw'],
    ["Excel's", 'xl/sharedStrings.xml', 'the cells that are shared strings would read empty'],
    ["Excel's", 'xl/worksheets/sheet2.xml', 'the sheet asked for would be "not in the workbook"'],
  ])('reads a workbook in %s order whole when the walk ends before %s (%s)', async (order, endBefore) => {
    const plain = await workbook();
    const bytes = order === "Excel's" ? await inExcelsOrder(plain) : plain;
    const parts = zipEntryOrder(bytes)!;
    expect(parts.indexOf(endBefore)).toBeGreaterThan(0);
    if (order === "Excel's") expect(parts.indexOf('xl/workbook.xml')).toBeLessThan(parts.indexOf(endBefore));
    walk.endBefore = endBefore;
    try {
      expect((await readXlsx(bytes, { sheet: 'data' })).rows).toEqual(ROWS);
    } finally {
      walk.endBefore = null;
    }
    expect((await readXlsx(bytes, { sheet: 'data' })).rows).toEqual(ROWS);
  });
});
