/** Years as runs: [2017, 2018, 2019, 2021] → "2017–2019, 2021". */
export const yearRuns = (years: readonly number[]): string => {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const year of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === year - 1) last[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)).join(', ');
};
