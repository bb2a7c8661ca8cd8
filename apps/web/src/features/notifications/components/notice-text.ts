import type { Notification } from '@flarescope/shared';
import type { TFunction } from 'i18next';

/** A notice in the reader's words: what happened, to which project, with the amount in their format. */
export const noticeText = (
  t: TFunction,
  language: string,
  usd: (value: number) => string,
  notice: Notification,
): string => {
  const project = notice.project
    ? language === 'es'
      ? notice.project.title.es
      : notice.project.title.en
    : '';
  const key = notice.step ?? notice.kind;
  return t(`investors.notices.${key}`, {
    actor: notice.actor ?? t('investors.notices.someone'),
    project,
    amount: notice.amountUsd === null ? '' : usd(notice.amountUsd),
    document: notice.documentName ?? '',
    version: notice.version ?? '',
    // screened_match: how many screened opportunities newly meet the criteria (a plural key).
    ...(notice.count !== null && { count: notice.count }),
  });
};
