import { useEffect, useState } from 'react';
import type { CountryPath } from './country-select-map';

/**
 * The world's countries as the SVG maps draw them (loaded once per page load), and whether loading failed:
 * `world-paths.json`, written from the world layer by `world-paths.test.ts`. Projecting ~200 countries and
 * writing their paths took a phone's main thread ~90 ms (4× slowdown) on every page with a world map
 * (issue 35, item 8); the file is the same paths, computed once.
 */
export const useWorldPaths = (): { paths: readonly CountryPath[] | null; hasFailed: boolean } => {
  const [paths, setPaths] = useState<readonly CountryPath[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    import('./world-paths.json')
      .then((loaded) => !isCancelled && setPaths(loaded.default as unknown as readonly CountryPath[]))
      .catch(() => !isCancelled && setHasFailed(true));
    return () => {
      isCancelled = true;
    };
  }, []);
  return { paths, hasFailed };
};
