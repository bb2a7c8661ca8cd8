import {
  DEFAULT_PROJECT_FINANCE,
  projectsDictionaries,
  type ProjectModelInputs,
  type ProjectResponse,
} from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDictionarySections } from '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { SupplyCasesSection } from './supply-cases';

addDictionarySections(projectsDictionaries);

const model: ProjectModelInputs = {
  ...DEFAULT_PROJECT_FINANCE,
  capacityMw: 2,
  electricalEfficiency: 0.4,
  gasLhvMjPerM3: 38,
  gasHhvMjPerM3: 42.09,
  capexUsd: 4_000_000,
  fixedOmUsdPerYear: 0,
  variableOmUsdPerMwh: 18,
  gasAvailableM3PerDay: 7000,
};

/** One linked flare of 10 000, 9 000, 8 500, 7 000 m³/d in 2021–2024, and a survival of 50 % two years on. */
const dataOf = (years: number[]): ProjectResponse =>
  ({
    project: { model },
    flares: [
      {
        series: [10_000, 9_000, 8_500, 7_000]
          .map((gas, index) => ({
            year: 2021 + index,
            flaredM3: gas * (index === 3 ? 366 : 365),
            sourceId: 'eog',
          }))
          .filter((point) => years.includes(point.year)),
        latestM3PerDay: 7000,
        latestYear: 2024,
        detectionFrequency: 0.6,
      },
    ],
    survival: {
      scope: 'world',
      sizeClass: 1,
      firstYear: 2017,
      lastYear: 2024,
      points: [
        { years: 1, share: 0.8, followed: 10, seen: 8 },
        { years: 2, share: 0.5, followed: 10, seen: 5 },
      ],
    },
  }) as unknown as ProjectResponse;

describe('SupplyCasesSection', () => {
  it('puts the lenders’ case (P90 × survival) beside the sponsors’ (P50) and says what separates them', async () => {
    await renderScreen(<SupplyCasesSection data={dataOf([2021, 2022, 2023, 2024])} />);
    const table = await screen.findByTestId('cases-table');
    // By hand (gas-supply.test.ts): P90 of 2026 = 4 934.19 m³/d × S(2) = 0.5 → 2 467.09; P50 5 765.73.
    const gas = within(table).getByRole('row', { name: /Gas counted in year 1/ });
    expect(gas).toHaveTextContent('2.47 thousand m³/d');
    expect(gas).toHaveTextContent('5.77 thousand m³/d');
    expect(screen.getByTestId('cases-separates')).toHaveTextContent('a 50% chance');
    expect(screen.getByTestId('cases-basis')).toHaveTextContent('2021–2024 (4 years in common)');
  });

  it('says "not enough years" below three years, in Spanish too, with no figure', async () => {
    await renderScreen(<SupplyCasesSection data={dataOf([2023, 2024])} />, { language: 'es' });
    expect(await screen.findByTestId('cases-not-enough')).toHaveTextContent('No hay años suficientes');
    expect(screen.queryByTestId('cases-table')).toBeNull();
  });
});
