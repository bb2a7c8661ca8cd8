import { LOCALES, type Locale } from '@flarescope/shared';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LanguageSwitchProps = {
  /** What a choice does; by default it only changes the language of this browser. */
  onChange?: (language: Locale) => unknown;
};

/** EN | ES. The choice is kept in local storage (lib/i18n.ts) and survives a reload. */
export const LanguageSwitch = ({ onChange }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation();
  const change = onChange ?? ((language: Locale) => i18n.changeLanguage(language));
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.language')}
      value={i18n.language}
      onChange={(value) => void change(value as Locale)}
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
