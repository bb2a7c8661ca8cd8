import { LOCALES, type Locale } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/i18n';
import { Segmented } from './segmented';

type LanguageSwitchProps = {
  /** What a choice does; by default it only changes the language of this browser. */
  onChange?: (language: Locale) => unknown;
};

/** EN | ES. The choice is kept in local storage (lib/i18n.ts) and survives a reload. */
export const LanguageSwitch = ({ onChange }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation();
  const change = onChange ?? ((language: Locale) => i18n.changeLanguage(language));
  return (
    <Segmented<Locale>
      size="xs"
      aria-label={t('header.language')}
      value={localeOf(i18n.language)}
      onChange={(value) => void change(value)}
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
