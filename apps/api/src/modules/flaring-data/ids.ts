import { createHash } from 'node:crypto';

/**
 * Deterministic ids, so reloading the seed gives every row the same id (and every URL stays), and an
 * import names a company, field or flare the seed made with the same id the seed gave it.
 */
export const stableId = (...parts: string[]): string => {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** The slug of each country's company for the flares no operator is known for (`…/colombia/unattributed`). */
export const UNATTRIBUTED_SLUG = 'unattributed';
