import { UNIT_SYSTEMS, type UnitSystem } from '@flarescope/shared';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';

/** Metric | Imperial: every figure in the explorers follows it; signed in, saved to the account. */
export const UnitsSwitch = () => {
  const { t } = useTranslation();
  const { units, setUnits } = usePreferences();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.units')}
      value={units}
      onChange={(value) => void setUnits(value as UnitSystem)}
      data={UNIT_SYSTEMS.map((system) => ({ value: system, label: t(`units.${system}`) }))}
    />
  );
};
