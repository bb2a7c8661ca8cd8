import { co2eRangeByType, type GwpHorizon } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { unmeasuredVolumeByType } from './emission-range.repository.js';
import { toFlareType } from './presenters.js';

/**
 * CO2e of an entity swept over the assumed efficiency (0.98 → 0.95) and, per flare type, the published
 * gases of GAS_RANGE_BY_FLARE_TYPE, on the part of its volume that uses the default gas and efficiency
 * (`defaultVolumeM3`, no chromatography imported); measured parts stay as they are. The default part is
 * split by flare type in the shares of the year's unmeasured satellite volume.
 */
export const co2eRange = async (
  db: Db,
  input: {
    scope: { countryIso3?: string; companyId?: string };
    year: number;
    co2eTonnes: number;
    defaultVolumeM3: number;
    horizon: GwpHorizon;
  },
) => {
  if (input.defaultVolumeM3 <= 0) return null;
  const byType = await unmeasuredVolumeByType(db, { ...input.scope, year: input.year });
  const total = byType.reduce((sum, row) => sum + row.volumeM3, 0);
  const defaultVolumes =
    total > 0
      ? byType.map((row) => ({
          type: toFlareType(row.type),
          volumeM3: (input.defaultVolumeM3 * row.volumeM3) / total,
        }))
      : // No unmeasured satellite row to split by (volume from elsewhere): the default gas alone.
        [{ type: 'other' as const, volumeM3: input.defaultVolumeM3 }];
  return co2eRangeByType({ co2eTonnes: input.co2eTonnes, defaultVolumes, horizon: input.horizon });
};
