import { slugify } from '@flarescope/shared';

/** One company's months in one area, as the Secretaría's cumulative production file gives them. */
export type OperatorSpell = { company: string; firstMonth: string; lastMonth: string };

/** Areas (by slug) → the companies that produced there and when (first and last month, YYYY-MM). */
export type OperatorHistory = Map<string, OperatorSpell[]>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 (2018-05 → 2018 × 12 + 4), or null for anything but YYYY-MM. */
const monthIndex = (month: string): number | null => {
  const match = MONTH.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
};

/**
 * The history of every area from `produccion_neuquina_acumulada_2006_2026_area_empresa.csv` (columns area,
 * empresa, primer_mes, ultimo_mes). Rows without months (a company listed with nothing produced) date
 * nothing and are left out.
 */
export const readOperatorHistory = (rows: ReadonlyArray<Record<string, string>>): OperatorHistory => {
  const history: OperatorHistory = new Map();
  for (const row of rows) {
    const company = (row.empresa ?? '').trim();
    const firstMonth = (row.primer_mes ?? '').trim();
    const lastMonth = (row.ultimo_mes ?? '').trim();
    const first = monthIndex(firstMonth);
    const last = monthIndex(lastMonth);
    if (!company || first === null || last === null || last < first) continue;
    const area = slugify((row.area ?? '').trim());
    history.set(area, [...(history.get(area) ?? []), { company, firstMonth, lastMonth }]);
  }
  return history;
};

/**
 * The company that operated an area in `year`: the one with the most months there that year (a company
 * that took over in May has 8 of 12 and takes the year); on equal months the later arrival. Null when no
 * company produced in the area that year (the caller then keeps today's operator, and says so).
 */
export const operatorOfYear = (spells: readonly OperatorSpell[], year: number): string | null => {
  let best: { company: string; months: number; first: number } | null = null;
  for (const spell of spells) {
    const first = monthIndex(spell.firstMonth) ?? 0;
    const last = monthIndex(spell.lastMonth) ?? -1;
    const months = Math.min(last, year * 12 + 11) - Math.max(first, year * 12) + 1;
    if (months <= 0) continue;
    if (!best || months > best.months || (months === best.months && first > best.first)) {
      best = { company: spell.company, months, first };
    }
  }
  return best?.company ?? null;
};

/** Every year from the first spell's first month to the last spell's last month (none for no spells). */
export const yearsOf = (spells: readonly OperatorSpell[]): number[] => {
  if (spells.length === 0) return [];
  const first = Math.min(...spells.map((spell) => Number(spell.firstMonth.slice(0, 4))));
  const last = Math.max(...spells.map((spell) => Number(spell.lastMonth.slice(0, 4))));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
};
