import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous and next page of an admin list, with where the reader is. */
export const Pager = ({ page, pageSize, total, onPage }: PagerProps) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dark.5" aria-live="polite">
        {t('admin.console.results', { count: total })} · {t('admin.console.pageOf', { page, pages })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.console.previous')}
        </Button>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.console.next')}
        </Button>
      </Group>
    </Group>
  );
};
