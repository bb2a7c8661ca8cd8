import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing rests before the search runs. */
const SEARCH_DELAY_MS = 250;

/**
 * An admin list's filters kept in the URL (a link reproduces the view): `get` reads one, `set` writes
 * one (an empty value removes it; any change but the page's goes back to page 1), `page` is the page.
 * `searchKey` names the free-text filter: `search` is what is typed, written to the URL once typing rests.
 */
export const useUrlFilters = (searchKey: string) => {
  const [params, setParams] = useSearchParams();
  const get = (key: string): string | undefined => params.get(key) || undefined;
  const [search, setSearch] = useState(params.get(searchKey) ?? '');

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (search === (params.get(searchKey) ?? '')) return;
    const timer = window.setTimeout(() => set(searchKey, search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the typed text changes
  }, [search]);

  return { get, set, search, setSearch, page: Number(params.get('page') ?? 1) || 1 };
};
