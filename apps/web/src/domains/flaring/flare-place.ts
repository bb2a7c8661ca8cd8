/** A basin or province found by search, whose flares alone a country's view lists (`?basin=Neuquina`). */
export type FlarePlace = { kind: 'basin' | 'province'; name: string };

/** The place in an address's query (`basin=` first, then `province=`), or null. */
export const placeOf = (params: URLSearchParams): FlarePlace | null => {
  for (const kind of ['basin', 'province'] as const) {
    const name = params.get(kind)?.trim();
    if (name) return { kind, name: name.slice(0, 120) };
  }
  return null;
};
