import type { Locale } from '@flarescope/shared';
import { translate } from '../../i18n.js';
import type { ImportProgress } from './run-import.js';

const WIDTH = 30;

/**
 * A progress bar on stderr, no dependency: redrawn in place on a terminal; on a pipe or a file, one
 * line per phase and per 5 % (so logs and tests can follow it).
 */
export const createProgressBar = (stream: NodeJS.WriteStream, locale: Locale) => {
  const numbers = new Intl.NumberFormat(locale);
  let lastKey = '';
  let drawn = false;
  const describe = (p: ImportProgress) => {
    const percent = Math.floor(p.progress * 100);
    const rows =
      p.totalRows === null ? '' : ` ${numbers.format(p.processedRows)}/${numbers.format(p.totalRows)}`;
    return {
      percent,
      text: `${String(percent).padStart(3)}% ${translate(locale, `imports.phases.${p.phase}`)}${rows}`,
    };
  };
  return {
    update: (progress: ImportProgress): void => {
      const { percent, text } = describe(progress);
      if (stream.isTTY) {
        const key = `${progress.phase}:${percent}:${progress.processedRows}`;
        if (key === lastKey) return;
        lastKey = key;
        const filled = Math.round((percent / 100) * WIDTH);
        stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${text}\u001b[K`);
        drawn = true;
        return;
      }
      const key = `${progress.phase}:${Math.floor(percent / 5)}`;
      if (key === lastKey) return;
      lastKey = key;
      stream.write(`${text}\n`);
    },
    /** Ends the bar's line on a terminal. */
    end: (): void => {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
};
