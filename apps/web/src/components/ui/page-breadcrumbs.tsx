import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** The way back up (World › Country › Company › Flare in the explorer), as a labelled navigation landmark. */
export const PageBreadcrumbs = ({ crumbs }: { crumbs: readonly Crumb[] }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('explorer.breadcrumbs')}>
      <Breadcrumbs mb="sm" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
};
