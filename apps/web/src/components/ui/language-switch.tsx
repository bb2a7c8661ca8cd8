import { LOCALES, type Locale } from '@flarescope/shared';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** EN | ES. The choice is kept in local storage (lib/i18n.ts) and survives a reload. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.language')}
      value={i18n.language}
      onChange={(value) => void i18n.changeLanguage(value as Locale)}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: (
          <span lang={locale} title={t(`language.${locale}`)}>
            {locale.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
};
