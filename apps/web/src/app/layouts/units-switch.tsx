import { UNIT_SYSTEMS, type UnitSystem } from '@flarescope/shared';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';

/** Metric | Imperial: every figure in the explorers follows it. */
export const UnitsSwitch = () => {
  const { t } = useTranslation();
  const { units, setUnits } = usePreferences();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.units')}
      value={units}
      onChange={(value) => setUnits(value as UnitSystem)}
      data={UNIT_SYSTEMS.map((system) => ({ value: system, label: t(`units.${system}`) }))}
    />
  );
};
