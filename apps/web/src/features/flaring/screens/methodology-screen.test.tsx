import { DEFAULT_COMPOSITION_SOURCE } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildWorldSummary } from '../../../test/flaring-factories';
import { mockApi, renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

describe('Methodology', () => {
  it('gives each formula with the constants the API computes with, and its source', async () => {
    mockApi({ '/flaring/world': buildWorldSummary() });
    await renderApp('/methodology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Methodology' })).toBeInTheDocument();
    const co2 = screen.getByRole('region', { name: 'CO2 emissions' });
    expect(co2).toHaveTextContent('CO₂ [t] = V / 23.645 × [η · Σ(yᵢ · nCᵢ) + y(CO₂)] × 44.01 / 1000');
    expect(co2).toHaveTextContent('Source: 40 CFR 98.233(n)');
    expect(screen.getByRole('region', { name: 'CO2-equivalent and the GWP horizon' })).toHaveTextContent(
      'GWP100 = 29.8, GWP20 = 82.5',
    );
    const composition = screen.getByRole('region', { name: 'Gas composition' });
    expect(within(composition).getByRole('row', { name: /Ethane \(C2\)/ })).toHaveTextContent('5.3%');
    expect(composition).toHaveTextContent(DEFAULT_COMPOSITION_SOURCE);
    expect(await screen.findByText(/Flare volume and intensity estimates 2012–2023/)).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)(
    'cites public sources only, no internal design document (%s)',
    async (language) => {
      mockApi({ '/flaring/world': buildWorldSummary() });
      await renderApp('/methodology', { language });
      await screen.findByRole('heading', { level: 1 });
      expect(document.querySelector('main')?.textContent).not.toMatch(/DESIGN|SPEC|design document/);
    },
  );

  it('discloses the satellite catalogue’s filter and what it does to the sums and the trend', async () => {
    mockApi({ '/flaring/world': buildWorldSummary() });
    await renderApp('/methodology');
    const who = await screen.findByRole('region', { name: 'Who operates a flare' });
    expect(who).toHaveTextContent('drops every site whose most recent volume is under 30 Mcf/d');
    expect(who).toHaveTextContent('+15.6 % from 2017 to 2024, against the World Bank’s +4.9 %');
  });

  it('is in Spanish with comma decimals', async () => {
    mockApi({ '/flaring/world': buildWorldSummary() });
    await renderApp('/methodology', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Metodología' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Emisiones de CO2' })).toHaveTextContent('V / 23,645');
    expect(screen.getByRole('region', { name: 'Potencial eléctrico' })).toHaveTextContent(
      'eficiencia eléctrica del 38 %',
    );
  });

  it('states the listing rule and the technology by size with the model’s own constants', async () => {
    mockApi({ '/flaring/world': buildWorldSummary() });
    await renderApp('/methodology');
    const en = await screen.findByRole('region', {
      name: 'Screened opportunities: a flare that still burns, and the technology its size calls for',
    });
    expect(en).toHaveTextContent('at least 50% must have been seen again the next year');
    expect(en).toHaveTextContent('largest package of its cost source (1 MW)');
    expect(en).toHaveTextContent('largest engine system of its source (9.3 MW)');
    expect(en).toHaveTextContent('(gas turbines: 45 MW)');
  });

  it('states them in Spanish', async () => {
    mockApi({ '/flaring/world': buildWorldSummary() });
    await renderApp('/methodology', { language: 'es' });
    const es = await screen.findByRole('region', {
      name: 'Oportunidades preseleccionadas: una antorcha que sigue encendida, y la tecnología que pide su tamaño',
    });
    expect(es).toHaveTextContent('al menos 50 % deben haberse visto de nuevo al año siguiente');
    expect(es).toHaveTextContent('sistema de motores más grande de su fuente (9,3 MW)');
  });
});
