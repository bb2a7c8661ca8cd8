import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { NotificationKind } from '@flarescope/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMarkRead, useNotifications } from '../api/get-notifications';
import { noticeText } from './notice-text';

const BellIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** Where a notice leads: the project, or the tab of its data room it is about. */
const noticeHref = (kind: NotificationKind, slug: string): string => {
  switch (kind) {
    case 'new_opportunity':
      return paths.project.info(slug);
    case 'question_asked':
    case 'question_answered':
    case 'answer_published':
      return `${paths.project.investors(slug)}?room=questions`;
    case 'message':
      return `${paths.project.investors(slug)}?room=messages`;
    default:
      return paths.project.investors(slug);
  }
};

/**
 * The header's bell: the unread count, and a list of the latest notices (each a link to its project)
 * that marks one read when opened, or all at once.
 */
export const NotificationBell = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const notices = useNotifications();
  const markRead = useMarkRead();
  const [isOpen, setIsOpen] = useState(false);
  const unread = notices.data?.unread ?? 0;
  const label =
    unread > 0 ? t('investors.notices.bellUnread', { count: unread }) : t('investors.notices.bell');
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} color="red.8" offset={4}>
      <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={340} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            data-testid="notification-bell"
            onClick={() => setIsOpen((open) => !open)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('investors.notices.bell')} role="dialog">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>{t('investors.notices.bell')}</Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate(undefined)}>
                {t('investors.notices.markAllRead')}
              </Button>
            )}
          </Group>
          {(notices.data?.items.length ?? 0) === 0 ? (
            <Text size="sm" c="dark.4">
              {t('investors.notices.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360} type="auto">
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {notices.data?.items.map((notice) => {
                  const text = noticeText(t, i18n.language, format.usdFull, notice);
                  // New screened matches name no project: they are listed in Matches for you (the passport).
                  const href = notice.project
                    ? noticeHref(notice.kind, notice.project.slug)
                    : notice.kind === 'screened_match'
                      ? paths.passport
                      : null;
                  return (
                    <li key={notice.id}>
                      <Text size="sm" fw={notice.isRead ? 400 : 700}>
                        {!notice.isRead && <VisuallyHidden>{t('investors.notices.unread')}: </VisuallyHidden>}
                        {href ? (
                          <Anchor
                            component={Link}
                            to={href}
                            c="dark.9"
                            onClick={() => {
                              if (!notice.isRead) markRead.mutate(notice.id);
                              setIsOpen(false);
                            }}
                          >
                            {text}
                          </Anchor>
                        ) : (
                          text
                        )}
                      </Text>
                      <Text size="xs" c="dark.4">
                        {format.dateTime(notice.createdAt)}
                      </Text>
                    </li>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
};
