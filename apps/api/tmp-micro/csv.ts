import { parse } from 'csv-parse/sync';
import { parse as parseCb } from 'csv-parse';
const N = 500_000;
let csv = 'country,company,flare_name,period,volume_m3,confidence\n';
for (let i = 0; i < N; i++) {
  const f = (i / 96) | 0;
  const m = i % 96;
  const period = `${2017 + ((m / 12) | 0)}-${String((m % 12) + 1).padStart(2, '0')}`;
  csv += `ARG,YPF S.A.,flare-${f},${period},${(i * 13.7).toFixed(1)},measured\n`;
}
const buf = Buffer.from(csv);
const time = (name: string, f: () => unknown) => {
  const t = performance.now();
  const r = f() as unknown[];
  console.log(name, Math.round(N / ((performance.now() - t) / 1000)), r.length);
};
time('sync string', () => parse(csv, { bom: true, relax_column_count: true }));
time('sync buffer', () => parse(buf, { bom: true, relax_column_count: true }));
time('sync string again', () => parse(csv, { bom: true, relax_column_count: true }));
time('sync delimiter set', () =>
  parse(csv, { bom: true, relax_column_count: true, delimiter: ',', record_delimiter: '\n' }),
);
time('split', () => csv.split('\n').map((l) => l.split(',')));
const t = performance.now();
let n = 0;
const p = parseCb({ bom: true, relax_column_count: true });
p.on('readable', () => {
  while (p.read() !== null) n++;
});
p.on('end', () => console.log('stream', Math.round(N / ((performance.now() - t) / 1000)), n));
p.write(buf);
p.end();
