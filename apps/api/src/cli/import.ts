import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessageValues, LOCALES, type Locale } from '@flarescope/shared';
import { translate } from '../i18n.js';

/*
 * npm run import -- seed
 * npm run import -- <file.csv|file.xlsx> --source "<publisher>" [--kind …] [--title …] [--licence …]
 *   [--url …] [--date YYYY-MM-DD] [--sheet …] [--lang en|es] [--preview]
 * --preview runs the whole import and rolls it back: it prints what the import would change.
 * The same pipeline as the admin upload (modules/imports). Exit 0 imported, 1 refused, 2 bad usage.
 */

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    source: { type: 'string' },
    kind: { type: 'string' },
    title: { type: 'string' },
    licence: { type: 'string' },
    url: { type: 'string' },
    date: { type: 'string' },
    sheet: { type: 'string' },
    lang: { type: 'string' },
    preview: { type: 'boolean' },
  },
});
const flag = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
const locale: Locale = (LOCALES as readonly string[]).includes(flag('lang') ?? '')
  ? (flag('lang') as Locale)
  : 'en';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const out = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string, code: number) => {
  process.stderr.write(`${text}\n`);
  process.exit(code);
};

const [command] = positionals;
if (!command || positionals.length > 1) fail(t('imports.cli.usage'), 2);

// What a run needs (the database and most of the API's module graph), loaded once the command is read:
// a usage error answers without it (docs/benchmarks.md, "Cheaper process starts").
const [
  { loadConfig },
  { createDatabase },
  { migrateToLatest },
  { withStartupLock },
  { systemClock },
  { loadShippedData },
  { refreshScreening },
  { importSourceSchema, createJob, executeJob, summaryLines, createProgressBar, prepareRowReader },
] = await Promise.all([
  import('../config.js'),
  import('../db/database.js'),
  import('../db/migrate.js'),
  import('../db/startup-lock.js'),
  import('../infra/clock.js'),
  import('../modules/flaring/index.js'),
  import('../modules/screening/index.js'),
  import('../modules/imports/index.js'),
]);
// The file's reader thread starts while this process opens and migrates the database and reads the file.
if (command !== 'seed') void prepareRowReader();

const config = loadConfig();
const db = createDatabase(config.database);
try {
  await withStartupLock(db, config.database, () => migrateToLatest(db));
  if (command === 'seed') {
    const started = Date.now();
    const counts = await loadShippedData(db, systemClock);
    await refreshScreening({ db, clock: systemClock });
    out(
      `Loaded the shipped data in ${Date.now() - started} ms: ${Object.entries(counts)
        .map(([table, n]) => `${n} ${table}`)
        .join(', ')}.`,
    );
  } else {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), command as string);
    if (!fs.existsSync(file)) fail(`${file}: no such file.\n${t('imports.cli.usage')}`, 2);
    const source = importSourceSchema.safeParse({
      source: flag('source'),
      kind: flag('kind'),
      title: flag('title'),
      licence: flag('licence'),
      url: flag('url'),
      publishedOn: flag('date'),
      sheet: flag('sheet'),
    });
    if (!source.success) {
      const problems = source.error.issues.map((issue) => `--${issue.path.join('.')}: ${t(issue.message)}`);
      fail(`${problems.join('\n')}\n${t('imports.cli.usage')}`, 2);
    } else {
      const bytes = fs.readFileSync(file);
      const fileName = path.basename(file);
      const deps = { db, importDb: db, dialect: config.database.dialect, clock: systemClock };
      const preview = flags.preview === true;
      const id = await createJob(deps, {
        bytes,
        fileName,
        source: source.data,
        origin: 'cli',
        userId: null,
        preview,
      });
      const bar = createProgressBar(process.stderr, locale);
      const started = performance.now();
      const { result, failure } = await executeJob(deps, {
        id,
        bytes,
        fileName,
        source: source.data,
        preview,
        onProgress: bar.update,
      });
      bar.end();
      if (result) {
        out(
          t(preview ? 'imports.cli.previewed' : 'imports.cli.imported', {
            file: fileName,
            template: t(`imports.templates.${result.template}`),
            rows: result.rows,
            seconds: ((performance.now() - started) / 1000).toFixed(1),
          }),
        );
        for (const [table, counts] of Object.entries(result.counts))
          out(
            t(counts.deleted ? 'imports.cli.countsDeleted' : 'imports.cli.counts', {
              table: t(`imports.tables.${table}`),
              ...counts,
            }),
          );
        for (const line of summaryLines(result.summary, t)) out(line);
      } else if (failure) {
        const message = t(`errors.${failure.code}`, errorMessageValues(failure.options.details, locale));
        const lines = [t('imports.cli.failed', { message })];
        const details = failure.options.details ?? {};
        const extra = Object.entries(details).filter(([key]) => key !== 'rowErrorCount');
        if (extra.length > 0)
          lines.push(extra.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('; '));
        const rowErrors =
          'rowErrors' in failure
            ? (failure.rowErrors as Array<{
                line: number;
                column: string | null;
                key: string;
                params?: Record<string, string | number>;
              }>)
            : [];
        for (const error of rowErrors) {
          const message = t(error.key, error.params);
          lines.push(
            error.column
              ? t('imports.report.lineColumn', { line: error.line, column: error.column, message })
              : t('imports.report.line', { line: error.line, message }),
          );
        }
        const total = typeof details.rowErrorCount === 'number' ? details.rowErrorCount : rowErrors.length;
        if (total > rowErrors.length)
          lines.push(t('imports.report.more', { count: total - rowErrors.length }));
        lines.push(t('imports.report.nothingImported'));
        process.stderr.write(`${lines.join('\n')}\n`);
        process.exitCode = 1;
      }
    }
  }
} finally {
  await db.destroy();
}
