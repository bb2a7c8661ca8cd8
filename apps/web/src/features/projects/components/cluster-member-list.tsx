import type { ClusterMember } from '@flarescope/shared';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/**
 * A cluster's member flares (decision 040): each flare's page, then its operator, share of the gas and
 * distance, in the screen's own words (`messageKey`: the draft's sentence or the screened list's terse
 * line) at the screen's size.
 */
export const ClusterMemberList = ({
  members,
  messageKey,
  size,
  spacing,
  label,
}: {
  members: readonly ClusterMember[];
  messageKey: 'projects.form.clusterMember' | 'projects.screened.clusterMember';
  size: 'xs' | 'sm';
  spacing: number;
  label?: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <List size={size} spacing={spacing} {...(label ? { 'aria-label': label } : {})}>
      {members.map((member) => (
        <List.Item key={`${member.countrySlug}/${member.companySlug}/${member.name}`}>
          <Anchor
            component={Link}
            to={paths.flaring.flare(member.countrySlug, member.companySlug, member.name)}
            size={size}
          >
            {member.name}
          </Anchor>{' '}
          <Text span size={size} c="dark.4">
            {t(messageKey, {
              operator: member.isUnattributed ? t('explorer.unattributed.name') : member.companyName,
              share: format.percent(member.share * 100, 0),
              km: format.decimal(member.km, 1),
            })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
};
