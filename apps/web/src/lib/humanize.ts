/** 'united-states' → 'United States': a readable title from a URL slug until real names load. */
export const humanizeSlug = (slug: string | undefined): string =>
  (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
