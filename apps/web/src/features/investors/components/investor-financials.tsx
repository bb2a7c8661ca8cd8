import type { InvestorFinancialsResponse } from '@flarescope/shared';
import { Alert, Group, Loader, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { errorKeyOf } from '../../../lib/form-errors';
import { useInvestorFinancials } from '../api/get-investor-financials';
import { expectedReturnText } from './expected-return';
import { FundingPlan } from './funding-plan';

const Totals = ({ data }: { data: InvestorFinancialsResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const sought = data.fundingSoughtUsd;
  const share = (value: number) => (sought > 0 ? Math.min(100, (value / sought) * 100) : 0);
  const legend = [
    {
      key: 'committed',
      label: t('investors.financials.committed'),
      value: data.committedUsd,
      color: 'teal.8',
    },
    {
      key: 'indicated',
      label: t('investors.financials.indicated'),
      value: data.indicatedUsd,
      color: 'orange.6',
    },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs" id="funding-progress-title">
        {t('investors.financials.progress')}
      </Title>
      <Progress.Root size={20} aria-labelledby="funding-progress-title">
        {legend.map((item) => (
          <Progress.Section
            key={item.key}
            value={Math.min(
              share(item.value),
              100 - (item.key === 'indicated' ? share(data.committedUsd) : 0),
            )}
            color={item.color}
            aria-label={`${item.label}: ${format.usdFull(item.value)}`}
          />
        ))}
      </Progress.Root>
      <Group mt="sm" gap="xl" wrap="wrap">
        {legend.map((item) => (
          <div key={item.key} data-testid={`funding-${item.key}`}>
            <Text size="sm" c="dark.4">
              {item.label}
            </Text>
            <Text fw={700}>{format.usdFull(item.value)}</Text>
            <Text size="xs" c="dark.4">
              {t('investors.financials.ofSought', { value: format.percent(share(item.value), 1) })}
            </Text>
          </div>
        ))}
        <div data-testid="funding-sought">
          <Text size="sm" c="dark.4">
            {t('investors.financials.sought')}
          </Text>
          <Text fw={700}>{format.usdFull(sought)}</Text>
        </div>
      </Group>
    </Paper>
  );
};

const CommitmentsTable = ({ data }: { data: InvestorFinancialsResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (data.items.length === 0) return <Text c="dark.4">{t('investors.financials.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('investors.financials.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('investors.pipeline.investor')}</Table.Th>
            <Table.Th scope="col">{t('investors.pipeline.stage')}</Table.Th>
            <Table.Th scope="col">{t('investors.pipeline.instrument')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('investors.pipeline.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('investors.financials.share')}
            </Table.Th>
            <Table.Th scope="col">{t('investors.financials.expected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((item, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={item.isYou ? 700 : 400}>
                {item.investor
                  ? `${item.isYou ? `${t('investors.financials.you')} · ` : ''}${item.investor.organisation ?? item.investor.username ?? ''}${
                      item.investor.type ? ` (${t(`investors.types.${item.investor.type}`)})` : ''
                    }`
                  : t('investors.financials.anonymous')}
                {item.conditions && (
                  <Text size="xs" c="dark.4">
                    {t('investors.financials.conditions')}: {item.conditions}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                {t(`investors.stages.${item.stage}`)}
                {item.stage === 'indication' && (
                  <Text size="xs" c="dark.4">
                    {t(
                      item.isIndicationAccepted
                        ? 'investors.pipeline.indicationAccepted'
                        : 'investors.pipeline.indicationPending',
                    )}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`investors.instruments.${item.instrument}`)}</Table.Td>
              <Table.Td ta="right">{format.usdFull(item.amountUsd)}</Table.Td>
              <Table.Td ta="right">{format.percent(item.share * 100, 1)}</Table.Td>
              <Table.Td>{expectedReturnText(t, format, item.expectedReturn)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * The commitments part of /project/{project}/investors-financials: funding sought, indicated and
 * committed as a progress bar, and each indication or commitment with its share and expected return.
 */
export const InvestorFinancials = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const financials = useInvestorFinancials(slug);
  if (financials.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(financials.error))}
      </Alert>
    );
  if (!financials.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const { data } = financials;
  return (
    <Stack gap="md">
      <Text c="dark.4" maw={760}>
        {t('investors.financials.lead')}
      </Text>
      <FundingPlan slug={slug} plan={data.plan} />
      <Totals data={data} />
      <CommitmentsTable data={data} />
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('investors.financials.returnsTitle')}
        </Title>
        <Stack gap={2}>
          {data.returns.map((value) => (
            <Text key={value.kind} size="sm">
              <Text span fw={600}>
                {t(`investors.instruments.${value.kind}`)}:
              </Text>{' '}
              {expectedReturnText(t, format, value)}
            </Text>
          ))}
        </Stack>
        <Text size="xs" c="dark.4" mt={4}>
          {t('investors.financials.source')}
        </Text>
      </div>
    </Stack>
  );
};
