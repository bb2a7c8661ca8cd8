import type { GroupHolder, GroupStake } from '@flarescope/shared';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/**
 * Joint ventures and minority stakes shown as such (issue 34, decision 035): a group no one controls names
 * its holders with their shares where a source gives them, and a group that holds a stake it does not
 * control lists it. Neither is rolled into a holder's figures.
 */
export const JointVentures = ({
  name,
  holders,
  stakes,
}: {
  name: string;
  holders: readonly GroupHolder[];
  stakes: readonly GroupStake[];
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (holders.length === 0 && stakes.length === 0) return null;
  const share = (pct: number | null) => (pct === null ? '' : ` (${format.percent(pct, 1)})`);
  return (
    <Stack gap="xs" data-testid="joint-ventures">
      {holders.length > 0 && (
        <div>
          <Text size="sm" fw={600} id="holders-heading">
            {t('explorer.identity.jointVentureTitle')}
          </Text>
          <Text size="sm" aria-labelledby="holders-heading">
            {t('explorer.identity.jointVentureOf', { name })}{' '}
            {holders.map((holder, index) => (
              <span key={holder.name}>
                {index > 0 && (index === holders.length - 1 ? t('explorer.identity.and') : ', ')}
                {holder.groupSlug ? (
                  <Anchor component={Link} to={paths.companies.group(holder.groupSlug)} size="sm">
                    {holder.name}
                  </Anchor>
                ) : (
                  holder.name
                )}
                {share(holder.sharePct)}
              </span>
            ))}
            . {t('explorer.identity.jointVentureNotRolled')}
          </Text>
          <Text size="xs" c="dark.4">
            {t('explorer.identity.evidence', { evidence: holders[0]?.evidence ?? '' })}
          </Text>
        </div>
      )}
      {stakes.length > 0 && (
        <div>
          <Text size="sm" fw={600} id="stakes-heading">
            {t('explorer.identity.stakesTitle')}
          </Text>
          <List size="sm" aria-labelledby="stakes-heading">
            {stakes.map((stake) => (
              <List.Item key={stake.slug}>
                <Anchor component={Link} to={paths.companies.group(stake.slug)} size="sm">
                  {stake.name}
                </Anchor>
                {share(stake.sharePct)}: {t('explorer.identity.stakeNote', { group: name })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
};
