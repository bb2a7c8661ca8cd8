import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gunzipped, readTable } from './read-table.js';

/** EOG publishes its nightly files as .csv.gz (decision 034): read as the CSV inside. */
describe('gzipped CSV files', () => {
  const csv = 'id,Date_Mscan\n1,2024/01/01 01:00:00\n';

  it('reads a .csv.gz as its CSV, named without .gz', async () => {
    expect(gunzipped(gzipSync(csv), 'VNF_npp_d20240101_noaa_v30-ez.csv.gz')).toEqual({
      bytes: Buffer.from(csv),
      fileName: 'VNF_npp_d20240101_noaa_v30-ez.csv',
    });
    const table = await readTable(gzipSync(csv), { fileName: 'night.csv.gz' });
    expect(table.format).toBe('csv');
    expect([...table.rows].map((row) => row.cells)).toEqual([
      ['id', 'Date_Mscan'],
      ['1', '2024/01/01 01:00:00'],
    ]);
  });

  it('refuses a .gz that is not gzip, and one cut short', () => {
    expect(() => gunzipped(Buffer.from(csv), 'night.csv.gz')).toThrow(
      expect.objectContaining({ code: 'import_bad_gzip' }),
    );
    const cut = gzipSync(csv).subarray(0, 20);
    expect(() => gunzipped(cut, 'night.csv.gz')).toThrow(
      expect.objectContaining({ code: 'import_bad_gzip' }),
    );
  });

  it('leaves any other file as it is', () => {
    expect(gunzipped(Buffer.from(csv), 'night.csv')).toEqual({
      bytes: Buffer.from(csv),
      fileName: 'night.csv',
    });
  });
});
