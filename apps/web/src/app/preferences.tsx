import { DEFAULT_UNITS, UNIT_SYSTEMS, type UnitSystem } from '@flarescope/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

const isUnitSystem = (value: unknown): value is UnitSystem => UNIT_SYSTEMS.includes(value as UnitSystem);

/** The units chosen in this browser, or null when none were chosen yet. */
export const storedUnits = (): UnitSystem | null => {
  const value = readStorage(STORAGE_KEYS.units);
  return isUnitSystem(value) ? value : null;
};

type Preferences = { units: UnitSystem; setUnits: (units: UnitSystem) => void };

const PreferencesContext = createContext<Preferences>({ units: DEFAULT_UNITS, setUnits: () => undefined });

/** The units switch's state: kept in local storage (the accounts issue also saves it to the account). */
export const PreferencesProvider = ({
  initialUnits,
  children,
}: {
  initialUnits: UnitSystem;
  children: ReactNode;
}) => {
  const [units, setUnitsState] = useState<UnitSystem>(initialUnits);
  const setUnits = useCallback((next: UnitSystem) => {
    writeStorage(STORAGE_KEYS.units, next);
    setUnitsState(next);
  }, []);
  const value = useMemo(() => ({ units, setUnits }), [units, setUnits]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
};

export const usePreferences = (): Preferences => useContext(PreferencesContext);
