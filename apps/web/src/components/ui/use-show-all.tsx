import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first `initial` rows of a long table and a "Show all N" / "Show fewer" button (none when every
 * row already shows).
 */
export const useShowAll = <T,>(rows: readonly T[], initial: number, showAllLabel?: string) => {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const visible = isExpanded ? rows : rows.slice(0, initial);
  const toggle =
    rows.length > initial ? (
      <Button variant="subtle" size="xs" mt="xs" onClick={() => setIsExpanded((expanded) => !expanded)}>
        {isExpanded
          ? t('explorer.showFewer')
          : (showAllLabel ?? t('explorer.showAll', { count: rows.length }))}
      </Button>
    ) : null;
  return { visible, toggle };
};
