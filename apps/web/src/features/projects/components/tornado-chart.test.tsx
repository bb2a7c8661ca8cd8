import { defaultProjectInputs, projectsDictionaries, sensitivity } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceRangeTicks } from '../../../components/charts/chart-scale';
import { addDictionarySections } from '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { TornadoChart } from './tornado-chart';

addDictionarySections(projectsDictionaries);

const result = sensitivity(
  defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
);
const usd = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumSignificantDigits: 3,
  }).format(value);

describe('TornadoChart', () => {
  it('draws an NPV axis in US dollars around every bar and marks the base case', async () => {
    await renderScreen(<TornadoChart result={result} />);
    const plot = await screen.findByTestId('tornado-plot');
    expect(within(plot).getByText('NPV (USD)')).toBeInTheDocument();
    const axis = screen.getByTestId('tornado-axis');
    const ticks = [...axis.children].map((tick) => ({
      text: tick.textContent,
      left: Number.parseFloat((tick as HTMLElement).style.left),
    }));
    // Round ticks from at or below the lowest NPV to at or above the highest, ends at the track's ends.
    const npvs = result.rows.flatMap((row) => [row.low.npv, row.high.npv]);
    const values = niceRangeTicks(Math.min(...npvs, result.base.npv), Math.max(...npvs, result.base.npv), 3);
    expect(values[0]).toBeLessThanOrEqual(Math.min(...npvs));
    expect(values.at(-1)).toBeGreaterThanOrEqual(Math.max(...npvs));
    expect(ticks.map((tick) => tick.text)).toEqual(values.map((value) => usd(value, 'en-US')));
    expect(ticks[0]!.left).toBe(0);
    expect(ticks.at(-1)!.left).toBe(100);
    expect(screen.getByTestId('tornado-base')).toHaveTextContent(
      `Base case: ${usd(result.base.npv, 'en-US')}`,
    );
    // Screen readers get the base case with the table of every figure.
    expect(screen.getByRole('table', { name: /Base case/ })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderScreen(<TornadoChart result={result} />, { language: 'es' });
    expect(await screen.findByText('VAN (USD)')).toBeInTheDocument();
    expect(screen.getByTestId('tornado-base')).toHaveTextContent(/^Caso base: /);
  });
});
