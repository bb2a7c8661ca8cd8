import {
  convertMass,
  convertTemperature,
  convertVolume,
  m3ToScf,
  mjPerM3ToBtuPerScf,
  type UnitSystem,
  type VolumeUnitKey,
} from '@flarescope/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from './preferences';

/** A figure ready to show: the formatted number, its unit label, and both joined. */
export type Shown = { value: string; unit: string; text: string };

/** The unit a chart axis uses for a set of volumes: every value × `factor` is in `unit`. */
export type VolumeScale = { factor: number; unitKey: VolumeUnitKey; unit: string };

type FormatOptions = { locale: string; units: UnitSystem; t: TFunction };

const shown = (value: string, unit: string): Shown => ({
  value,
  unit,
  text: unit ? `${value} ${unit}` : value,
});

const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * Number, unit and date formatting in the user's language (Intl: es uses comma decimals) and unit
 * system (conversions from packages/shared/src/domain/units.ts). Values come from the API in metric.
 */
/**
 * Intl formatters, made once per language and options for the whole page: building one costs a phone
 * about a millisecond, and every screen's components each asked for a dozen (issue 35: 80 of the
 * explorer's first 400 ms of work on a throttled phone went to building the same formatters again).
 */
const intlFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const intlFormat = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: string,
  options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions,
): T => {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format =
      kind === 'number'
        ? new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions)
        : new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions);
    intlFormats.set(key, format);
  }
  return format as T;
};

export const createFormat = ({ locale, units, t }: FormatOptions) => {
  const numberFormat = (options: Intl.NumberFormatOptions) =>
    intlFormat<Intl.NumberFormat>('number', locale, options);

  /** Three significant digits: enough for satellite estimates, readable at a glance. */
  const significant = (value: number) => numberFormat({ maximumSignificantDigits: 3 }).format(value);
  const compact = (value: number) =>
    numberFormat({ notation: 'compact', maximumSignificantDigits: 3 }).format(value);
  const integer = (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value);
  const decimal = (value: number, digits = 2) =>
    numberFormat({ maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);

  const volume = (m3: number): Shown => {
    const quantity = convertVolume(m3, units);
    return shown(significant(quantity.value), t(quantity.unit));
  };

  /** One unit for a whole axis or table column, chosen by its largest value. */
  const volumeScale = (maxM3: number): VolumeScale => {
    const reference = maxM3 > 0 ? maxM3 : 1;
    const quantity = convertVolume(reference, units);
    return { factor: quantity.value / reference, unitKey: quantity.unit, unit: t(quantity.unit) };
  };

  const mass = (tonnes: number): Shown => {
    const quantity = convertMass(tonnes, units);
    return shown(compact(quantity.value), t(quantity.unit));
  };

  /** The factor from tonnes to the user's mass unit and that unit, for a chart axis. */
  const massScale = (): { factor: number; unit: string } => {
    const quantity = convertMass(1, units);
    return { factor: quantity.value, unit: t(quantity.unit) };
  };

  /** m³ flared per barrel of oil (World Bank), or scf per barrel. */
  const intensity = (m3PerBbl: number): Shown =>
    units === 'imperial'
      ? shown(significant(m3ToScf(m3PerBbl)), t('explorer.units.scfPerBbl'))
      : shown(decimal(m3PerBbl), t('explorer.units.m3PerBbl'));

  const heatingValue = (mjPerM3: number): Shown =>
    units === 'imperial'
      ? shown(integer(mjPerM3ToBtuPerScf(mjPerM3)), t('explorer.units.btuPerScf'))
      : shown(decimal(mjPerM3, 1), t('explorer.units.mjPerM3'));

  const dailyVolume = (m3PerDay: number): Shown => {
    const quantity = convertVolume(m3PerDay, units);
    return shown(significant(quantity.value), t('explorer.units.perDay', { unit: t(quantity.unit) }));
  };

  const temperature = (kelvin: number): Shown => {
    const quantity = convertTemperature(kelvin, units);
    return shown(integer(quantity.value), t(quantity.unit));
  };

  const dateFormatOf = (options: Intl.DateTimeFormatOptions) =>
    intlFormat<Intl.DateTimeFormat>('date', locale, options);
  const monthFormat = () => dateFormatOf({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dateFormat = () => dateFormatOf({ dateStyle: 'medium', timeZone: 'UTC' });
  // A moment (a step, an acceptance) in the reader's own time zone.
  const dateTime = (iso: string): string => {
    const parsed = new Date(iso);
    return Number.isNaN(parsed.getTime())
      ? iso
      : dateFormatOf({ dateStyle: 'medium', timeStyle: 'short' }).format(parsed);
  };

  /** 'YYYY' stays a year; 'YYYY-MM' becomes 'June 2025' / 'junio de 2025'. */
  const period = (value: string): string => {
    const month = MONTH.exec(value);
    if (!month) return value;
    return monthFormat().format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
  };

  /** An ISO date ('2024-07-30') in the locale's medium style; a bare year or month stays a period. */
  const date = (value: string): string => {
    if (/^\d{4}(-\d{2})?$/.test(value)) return period(value);
    const parsed = new Date(`${value.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) ? value : dateFormat().format(parsed);
  };

  return {
    locale,
    units,
    significant,
    compact,
    integer,
    decimal,
    percent: (value: number, digits = 1) =>
      numberFormat({ style: 'percent', maximumFractionDigits: digits }).format(value / 100),
    volume,
    volumeScale,
    mass,
    massScale,
    oil: (bbl: number): Shown => shown(compact(bbl), t('explorer.units.bbl')),
    boe: (boe: number): Shown => shown(compact(boe), t('explorer.units.boe')),
    power: (mw: number): Shown => shown(decimal(mw, 1), t('explorer.units.mw')),
    /** US dollars (how project finance in the region is quoted), compact: 'US$12.3M' / '12,3 M US$'. */
    usd: (value: number): string =>
      numberFormat({
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumSignificantDigits: 3,
      }).format(value),
    /** US dollars in full, for tables: 'US$1,234,567'. */
    usdFull: (value: number): string =>
      numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value),
    intensity,
    heatingValue,
    dailyVolume,
    temperature,
    period,
    date,
    dateTime,
  };
};

export type Format = ReturnType<typeof createFormat>;

/** One Format per language and unit system for every component (they all get the same `t`). */
const formats = new Map<string, { t: TFunction; format: Format }>();
const sharedFormat = (locale: string, units: UnitSystem, t: TFunction): Format => {
  const key = `${locale}|${units}`;
  const kept = formats.get(key);
  if (kept && kept.t === t) return kept.format;
  const format = createFormat({ locale, units, t });
  formats.set(key, { t, format });
  return format;
};

/** The formatter for the current language and unit system; screens re-render when either changes. */
export const useFormat = (): Format => {
  const { t, i18n } = useTranslation();
  const { units } = usePreferences();
  const locale = i18n.language;
  return useMemo(() => sharedFormat(locale, units, t), [locale, units, t]);
};
