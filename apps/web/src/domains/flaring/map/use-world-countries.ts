import { useEffect, useState } from 'react';
import { loadWorldCountries, type CountryCollection } from './world-geometry';

/** The world's countries for the SVG maps (loaded once per page load), and whether loading failed. */
export const useWorldCountries = (): { world: CountryCollection | null; hasFailed: boolean } => {
  const [world, setWorld] = useState<CountryCollection | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    loadWorldCountries()
      .then((loaded) => !isCancelled && setWorld(loaded))
      .catch(() => !isCancelled && setHasFailed(true));
    return () => {
      isCancelled = true;
    };
  }, []);
  return { world, hasFailed };
};
