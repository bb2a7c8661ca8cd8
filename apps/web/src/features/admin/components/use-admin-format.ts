import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, times and counts in the reader's language, in UTC as the server records them. */
export const useAdminFormat = () => {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const bytes = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 1,
    });
    return {
      dateTime: (iso: string) => `${dateTime.format(new Date(iso))} UTC`,
      date: (iso: string) => date.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
      number: (value: number) => number.format(value),
      /** A share 0–1 as a percentage. */
      percent: (share: number) => percent.format(share),
      size: (value: number) => bytes.format(value / 1024),
    };
  }, [locale]);
};
