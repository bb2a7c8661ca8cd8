import { DEFAULT_GWP_HORIZON, GWP_HORIZONS, type GwpHorizon } from '@flarescope/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const isHorizon = (value: string | null): value is GwpHorizon => GWP_HORIZONS.includes(value as GwpHorizon);

/** The CO2e horizon of the view, kept in the address (`?horizon=gwp20`) so links and reloads keep it. */
export const useHorizon = (): [GwpHorizon, (next: GwpHorizon) => void] => {
  const [params, setParams] = useSearchParams();
  const value = params.get('horizon');
  const horizon = isHorizon(value) ? value : DEFAULT_GWP_HORIZON;
  const setHorizon = useCallback(
    (next: GwpHorizon) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_GWP_HORIZON) updated.delete('horizon');
          else updated.set('horizon', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [horizon, setHorizon];
};
