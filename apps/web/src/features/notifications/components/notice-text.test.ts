import type { Notification } from '@flarescope/shared';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { shellDictionaries } from '@flarescope/shared';
import { noticeText } from './notice-text';

const notice: Notification = {
  id: 'n1',
  kind: 'investor_activity',
  step: 'indicate',
  project: { slug: 'p', title: { en: 'Loma Campana engines', es: 'Motores en Loma Campana' } },
  actor: 'Fondo Andino',
  amountUsd: 2_500_000,
  instrument: 'equity',
  documentName: null,
  version: null,
  count: null,
  isRead: false,
  createdAt: '2026-11-25T12:00:00.000Z',
};

const translator = async (language: 'en' | 'es') => {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: shellDictionaries[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
};

const usd = (locale: string) => (value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );

describe('noticeText', () => {
  it('words a notice in the reader’s language, with the project’s title and the amount in their format', async () => {
    expect(noticeText(await translator('en'), 'en', usd('en'), notice)).toBe(
      'Fondo Andino indicated $2,500,000 for Loma Campana engines',
    );
    expect(noticeText(await translator('es'), 'es', usd('es'), notice)).toMatch(
      /^Fondo Andino indicó 2\.500\.000\sUS\$ para Motores en Loma Campana$/,
    );
  });

  it('names no one when the investor is unknown, and words an alert by its kind', async () => {
    const t = await translator('en');
    expect(noticeText(t, 'en', usd('en'), { ...notice, step: 'express_interest', actor: null })).toBe(
      'An investor expressed interest in Loma Campana engines',
    );
    expect(noticeText(t, 'en', usd('en'), { ...notice, kind: 'new_opportunity', step: null })).toBe(
      'A new opportunity: Loma Campana engines',
    );
  });
});
