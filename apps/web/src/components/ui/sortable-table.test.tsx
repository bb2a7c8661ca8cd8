import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildWorldSummary } from '../../test/flaring-factories';
import { mockApi, renderApp } from '../../test/render-app';
import { sortRows } from './sortable-table';

vi.setConfig({ testTimeout: 30_000 });

const api = () =>
  mockApi({
    '/flaring/world': buildWorldSummary(),
    '/flaring/map': { year: 2024, clustered: false, cap: 1, total: 0, points: [] },
  });

/** The country names of the ranking's rows, top to bottom. */
const rankedNames = async (name: string) => {
  const ranking = await screen.findByRole('region', { name });
  return within(ranking)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
};

describe('sortRows', () => {
  it('sorts numbers by size and keeps rows without a figure last, both ways', () => {
    const rows = [{ v: 3 }, { v: null }, { v: 10 }, { v: 1 }];
    expect(sortRows(rows, (r) => r.v, 'asc', 'en').map((r) => r.v)).toEqual([1, 3, 10, null]);
    expect(sortRows(rows, (r) => r.v, 'desc', 'en').map((r) => r.v)).toEqual([10, 3, 1, null]);
  });

  it('sorts text by the language’s collation, accents aside, and keeps ties in their order', () => {
    const rows = [
      { name: 'Neuquén', id: 1 },
      { name: 'Chubut', id: 2 },
      { name: 'neuquen', id: 3 },
      { name: 'Árbol', id: 4 },
    ];
    expect(sortRows(rows, (r) => r.name, 'asc', 'es').map((r) => r.id)).toEqual([4, 2, 1, 3]);
  });
});

describe('a sortable table (the world’s country ranking)', () => {
  const TITLE = 'Countries ranked by flared gas, 2024';

  it('sorts by a column on a click, says so with aria-sort, and keeps the sort in the address', async () => {
    api();
    const { router } = await renderApp('/flaring-explorer');
    expect(await rankedNames(TITLE)).toEqual(['Russia', 'Argentina']);
    const ranking = screen.getByRole('region', { name: TITLE });
    const rank = within(ranking).getByRole('columnheader', { name: /Rank/ });
    expect(rank).toHaveAttribute('aria-sort', 'ascending');

    // Δ to the World Bank, smallest first on the second click: Argentina −7 % before Russia −1.5 %.
    const delta = within(ranking).getByRole('button', {
      name: 'Sort by Satellite sum against the World Bank, 2023',
    });
    await userEvent.click(delta);
    await userEvent.click(delta);
    expect(await rankedNames(TITLE)).toEqual(['Argentina', 'Russia']);
    expect(delta.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(rank).toHaveAttribute('aria-sort', 'none');
    expect(router.state.location.search).toBe('?countriesSort=delta&countriesOrder=asc');
  });

  it('sorts from the keyboard: a focused header button sorts on Enter and on Space', async () => {
    api();
    await renderApp('/flaring-explorer');
    await rankedNames(TITLE);
    const button = screen.getByRole('button', { name: 'Sort by Intensity (m³/bbl)' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    // Largest intensity first: Russia 7.69 m³/bbl, Argentina 4.71.
    await waitFor(() => expect(button.closest('th')).toHaveAttribute('aria-sort', 'descending'));
    expect(await rankedNames(TITLE)).toEqual(['Russia', 'Argentina']);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending'));
    expect(await rankedNames(TITLE)).toEqual(['Argentina', 'Russia']);
  });

  it('opens a link with a sort in that order, in Spanish by the Spanish names', async () => {
    api();
    await renderApp('/flaring-explorer?countriesSort=country&countriesOrder=desc', { language: 'es' });
    const title = 'Países ordenados por gas quemado, 2024';
    expect(await rankedNames(title)).toEqual(['Rusia', 'Argentina']);
    const header = within(screen.getByRole('region', { name: title })).getByRole('columnheader', {
      name: /País/,
    });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(header).getByRole('button')).toHaveAccessibleName('Ordenar por País');
  });

  it('falls back to the ranking’s order for a column it does not know', async () => {
    api();
    await renderApp('/flaring-explorer?countriesSort=secret&countriesOrder=asc');
    expect(await rankedNames(TITLE)).toEqual(['Russia', 'Argentina']);
  });
});
