import type { CompanyResponse } from '@flarescope/shared';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { JointVentures } from './joint-ventures';

/**
 * One company, one name (decision 016): the names it is also known by, each with why (a rename, another
 * entity of the same company, a spelling) and its evidence, and the group it belongs to with a link to
 * the group's world-wide page when the group is more than this company.
 */
export const CompanyIdentity = ({ company }: { company: CompanyResponse['company'] }) => {
  const { t } = useTranslation();
  const { aliases, group, holders, stakes } = company;
  const showGroup = group !== null && group.companies > 1;
  if (aliases.length === 0 && !showGroup && holders.length === 0 && stakes.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="company-identity">
      {aliases.length > 0 && (
        <div>
          <Text size="sm" fw={600} id="aliases-heading">
            {t('explorer.identity.aliasesTitle')}
          </Text>
          <List size="sm" aria-labelledby="aliases-heading">
            {aliases.map((alias) => (
              <List.Item key={alias.name}>
                <Text span size="sm" fw={500}>
                  {alias.name}
                </Text>{' '}
                ({t(`explorer.identity.aliasKinds.${alias.kind}`)}).{' '}
                <Text span size="xs" c="dark.4">
                  {t('explorer.identity.evidence', { evidence: alias.evidence })}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {showGroup && (
        <div>
          <Text size="sm" fw={600}>
            {t('explorer.identity.groupTitle')}
          </Text>
          <Text size="sm">
            {group.ownerEvidence
              ? t('explorer.identity.groupOwner', {
                  group: group.name,
                  companies: group.companies,
                  countries: group.countries,
                  count: group.companies,
                })
              : t('explorer.identity.groupSame', {
                  company: company.name,
                  countries: group.countries,
                  count: group.countries,
                })}{' '}
            <Anchor component={Link} to={paths.companies.group(group.slug)} size="sm">
              {t('explorer.identity.groupLink', { group: group.name })}
            </Anchor>
          </Text>
          {group.ownerEvidence && (
            <Text size="xs" c="dark.4">
              {t('explorer.identity.evidence', { evidence: group.ownerEvidence })}
            </Text>
          )}
        </div>
      )}
      <JointVentures name={group?.name ?? company.name} holders={holders} stakes={stakes} />
    </Stack>
  );
};
