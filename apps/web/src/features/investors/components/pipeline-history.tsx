import type { PipelineEvent } from '@flarescope/shared';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** An entry's append-only history, oldest first: who took each step, when, and the amounts. */
export const PipelineHistory = ({ events, label }: { events: PipelineEvent[]; label: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Timeline bulletSize={12} lineWidth={2} color="orange" aria-label={label} component="ol">
      {events.map((event, index) => {
        const who =
          event.actor.username ??
          (event.actor.side === 'owner' ? t('investors.history.ownerSide') : t('investors.history.someone'));
        return (
          <Timeline.Item key={index} component="li">
            <Text size="sm">
              {t(`investors.history.${event.step}`, {
                who,
                amount: event.amountUsd === null ? '' : format.usdFull(event.amountUsd),
                instrument: event.instrument
                  ? t(`investors.instruments.${event.instrument}`).toLowerCase()
                  : '',
                version: event.ndaVersion ?? '',
              })}
            </Text>
            {event.conditions && (
              <Text size="xs" c="dark.4">
                {t('investors.financials.conditions')}: {event.conditions}
              </Text>
            )}
            <Text size="xs" c="dark.4">
              {format.dateTime(event.at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
};
