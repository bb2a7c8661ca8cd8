/**
 * A library loaded the first time a function needs it, not when the module that uses it is evaluated.
 * Every process loads the whole module graph of what it imports — the server, and each command-line tool
 * (a user's role change would otherwise load the spreadsheet writer, the PDF and image libraries, the mail
 * builder). Those libraries cost 0.1–0.3 CPU-s each to load and most processes never call them
 * (docs/benchmarks.md, "Cheaper process starts"). The promise is kept: the second call waits for the same
 * load. Types come from `import type`, which costs nothing at run time.
 */
export const loadOnUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};

/** The libraries several places load on use (each loaded once per process whoever asks first). */
export const loadExcelJS = loadOnUse(async () => (await import('exceljs')).default);
export const loadSharp = loadOnUse(async () => (await import('sharp')).default);
export const loadNodemailer = loadOnUse(async () => (await import('nodemailer')).default);
