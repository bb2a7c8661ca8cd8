import {
  accountContract,
  DEFAULT_UNITS,
  UNIT_SYSTEMS,
  type Locale,
  type UnitSystem,
  type UpdatePreferencesRequest,
} from '@flarescope/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from './api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { useSession } from './session';

const isUnitSystem = (value: unknown): value is UnitSystem => UNIT_SYSTEMS.includes(value as UnitSystem);

/** The units chosen in this browser, or null when none were chosen yet. */
export const storedUnits = (): UnitSystem | null => {
  const value = readStorage(STORAGE_KEYS.units);
  return isUnitSystem(value) ? value : null;
};

type Preferences = {
  units: UnitSystem;
  /** Applies the units at once; signed in, also saves them to the account. Resolves true once saved. */
  setUnits: (units: UnitSystem) => Promise<boolean>;
  /** Applies the language at once; signed in, also saves it to the account. Resolves true once saved. */
  setLanguage: (language: Locale) => Promise<boolean>;
  /** The dictionary key of the last failed save ('Error saved language.'), or null. */
  saveError: string | null;
  dismissSaveError: () => void;
};

const PreferencesContext = createContext<Preferences>({
  units: DEFAULT_UNITS,
  setUnits: async () => false,
  setLanguage: async () => false,
  saveError: null,
  dismissSaveError: () => undefined,
});

/** SPEC §8 'Language save': any failure to save the language is 'Error saved language.'. */
const failureKey = (changes: UpdatePreferencesRequest, error: unknown): string => {
  if (changes.language) return 'errors.language_save_failed';
  return error instanceof ApiError && error.code !== 'language_save_failed'
    ? error.messageKey
    : 'errors.general';
};

/**
 * Language and units. Both apply at once and stay in local storage; signed in, they are also saved to
 * the account (PATCH /api/account/preferences), which is where a signed-in start-up reads them from.
 */
export const PreferencesProvider = ({
  initialUnits,
  children,
}: {
  initialUnits: UnitSystem;
  children: ReactNode;
}) => {
  const { i18n } = useTranslation();
  const { signedIn } = useSession();
  const [units, setUnitsState] = useState<UnitSystem>(initialUnits);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useCallback(
    async (changes: UpdatePreferencesRequest): Promise<boolean> => {
      if (!signedIn) return false;
      try {
        await api.call(accountContract.patchPreferences, { body: changes });
        setSaveError(null);
        return true;
      } catch (error) {
        setSaveError(failureKey(changes, error));
        return false;
      }
    },
    [signedIn],
  );

  const setUnits = useCallback(
    (next: UnitSystem) => {
      writeStorage(STORAGE_KEYS.units, next);
      setUnitsState(next);
      return save({ units: next });
    },
    [save],
  );

  const setLanguage = useCallback(
    async (next: Locale) => {
      await i18n.changeLanguage(next);
      return save({ language: next });
    },
    [i18n, save],
  );

  const dismissSaveError = useCallback(() => setSaveError(null), []);
  const value = useMemo(
    () => ({ units, setUnits, setLanguage, saveError, dismissSaveError }),
    [units, setUnits, setLanguage, saveError, dismissSaveError],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
};

export const usePreferences = (): Preferences => useContext(PreferencesContext);
