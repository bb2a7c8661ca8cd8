import {
  totalOf,
  type FundingPlanRequest,
  type FundingPlanResponse,
  type Instrument,
} from '@flarescope/shared';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useSaveFundingPlan } from '../api/save-funding-plan';

type Amounts = Record<Instrument, number>;
const FIELDS: ReadonlyArray<{ instrument: Instrument; field: keyof FundingPlanRequest }> = [
  { instrument: 'equity', field: 'equityUsd' },
  { instrument: 'debt', field: 'debtUsd' },
  { instrument: 'mezzanine', field: 'mezzanineUsd' },
  { instrument: 'grant', field: 'grantUsd' },
];

const amountsOf = (plan: FundingPlanResponse): Amounts =>
  Object.fromEntries(plan.instruments.map((item) => [item.instrument, item.soughtUsd])) as Amounts;

/** capex = own contribution + funding sought: the one line the plan must add up to. */
const Reconciliation = ({ capex, sought }: { capex: number; sought: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const own = capex - sought;
  return (
    <Text fw={600} data-testid="funding-reconciliation">
      {t('investors.funding.line', {
        capex: format.usdFull(capex),
        own: format.usdFull(Math.max(own, 0)),
        sought: format.usdFull(sought),
      })}
      {own < 0 && (
        <Text span c="red.8" fw={400}>
          {' '}
          {t('investors.funding.aboveCapex', { value: format.usdFull(-own) })}
        </Text>
      )}
    </Text>
  );
};

/** One instrument's bar: what is sought, filled by what is committed, then by what is indicated. */
const InstrumentBar = ({ item }: { item: FundingPlanResponse['instruments'][number] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const name = t(`investors.instruments.${item.instrument}`);
  const sought = item.soughtUsd;
  const pct = (value: number) => (sought > 0 ? (value / sought) * 100 : 0);
  const committed = Math.min(pct(item.committedUsd), 100);
  const indicated = Math.min(pct(item.indicatedUsd), 100 - committed);
  const titleId = `funding-bar-${item.instrument}`;
  return (
    <div data-testid={`funding-instrument-${item.instrument}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} id={titleId}>
          {name}
        </Text>
        <Text size="sm">
          {sought > 0
            ? t('investors.funding.sought', { value: format.usdFull(sought) })
            : t('investors.funding.notSought')}
        </Text>
      </Group>
      <Progress.Root size={14} mt={4} aria-labelledby={titleId}>
        <Progress.Section
          value={committed}
          color="teal.8"
          aria-label={`${t('investors.financials.committed')}: ${format.usdFull(item.committedUsd)}`}
        />
        <Progress.Section
          value={indicated}
          color="orange.6"
          aria-label={`${t('investors.financials.indicated')}: ${format.usdFull(item.indicatedUsd)}`}
        />
      </Progress.Root>
      <Text size="xs" c="dark.5" mt={2}>
        {t('investors.funding.filled', {
          committed: format.usdFull(item.committedUsd),
          indicated: format.usdFull(item.indicatedUsd),
        })}
        {sought > 0 &&
          ` · ${t('investors.financials.ofSought', {
            value: format.percent(pct(item.committedUsd + item.indicatedUsd), 1),
          })}`}
      </Text>
    </div>
  );
};

/** The owner's form: an amount per instrument, the line recomputed as they type. */
const PlanForm = ({
  slug,
  plan,
  onDone,
}: {
  slug: string;
  plan: FundingPlanResponse;
  onDone: (isSaved: boolean) => void;
}) => {
  const { t, i18n } = useTranslation();
  const save = useSaveFundingPlan(slug);
  const [amounts, setAmounts] = useState<Record<Instrument, number | ''>>(amountsOf(plan));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const separators =
    i18n.language === 'es'
      ? { decimalSeparator: ',', thousandSeparator: '.' }
      : { decimalSeparator: '.', thousandSeparator: ',' };
  const apiErrors = save.error instanceof ApiError ? save.error.fields : {};
  const errors = { ...apiErrors, ...localErrors };
  const numbers = Object.fromEntries(
    FIELDS.map(({ instrument }) => [instrument, amounts[instrument] === '' ? 0 : amounts[instrument]]),
  ) as Amounts;
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      FIELDS.filter(({ instrument }) => amounts[instrument] === '').map(({ field }) => [
        field,
        'investors.validation.amountRequired',
      ]),
    );
    setLocalErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await save.mutateAsync({
        equityUsd: numbers.equity,
        debtUsd: numbers.debt,
        mezzanineUsd: numbers.mezzanine,
        grantUsd: numbers.grant,
      });
      onDone(true);
    } catch {
      // Shown below from save.error.
    }
  };
  const generalError =
    save.error && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0)
      ? errorKeyOf(save.error)
      : null;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="funding-form-title">
      <Stack gap="sm">
        <Title order={4} size="h5" id="funding-form-title">
          {t('investors.funding.editTitle')}
        </Title>
        <Text size="sm" c="dark.5">
          {t('investors.funding.editHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ instrument, field }) => (
            <NumberInput
              key={instrument}
              label={t(`investors.funding.fields.${instrument}`)}
              min={0}
              step={100_000}
              allowNegative={false}
              prefix="US$ "
              {...separators}
              value={amounts[instrument]}
              onChange={(value) =>
                setAmounts((current) => ({
                  ...current,
                  [instrument]: typeof value === 'number' ? value : value === '' ? '' : Number(value),
                }))
              }
              error={errors[field] ? t(errors[field]) : undefined}
            />
          ))}
        </SimpleGrid>
        <Reconciliation capex={plan.capexUsd} sought={totalOf(numbers)} />
        {errors.total && (
          <Text c="red.8" size="sm" role="alert">
            {t(errors.total)}
          </Text>
        )}
        {generalError && (
          <Alert color="red" role="alert">
            {t(generalError)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => onDone(false)}>
            {t('investors.pipeline.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('investors.funding.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The funding plan (issue 27, item 1): capex = the owner's own contribution + the funding sought, on one
 * line; the funding sought split by instrument, each bar filled by what investors committed and indicated
 * of it; the owner's side splits it. A split not set by the owner is assumed from the model, and says so.
 */
export const FundingPlan = ({ slug, plan }: { slug: string; plan: FundingPlanResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [isEditing, setIsEditing] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const soughtDebt = plan.instruments.find((item) => item.instrument === 'debt')?.soughtUsd ?? 0;
  const isDebtAsModelled = Math.abs(soughtDebt - plan.modelDebtUsd) < 1;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5" id="funding-plan-title">
          {t('investors.funding.title')}
        </Title>
        <Reconciliation capex={plan.capexUsd} sought={plan.fundingSoughtUsd} />
        {plan.isAssumed && (
          <Text size="sm" c="dark.5" data-testid="funding-assumed">
            {t('investors.funding.assumed', { debt: format.usdFull(plan.modelDebtUsd) })}
          </Text>
        )}
        {!plan.isAssumed && !isDebtAsModelled && (
          <Text size="sm" c="dark.5">
            {t('investors.funding.modelDebt', {
              debt: format.usdFull(plan.modelDebtUsd),
              share: format.percent(plan.capexUsd > 0 ? (plan.modelDebtUsd / plan.capexUsd) * 100 : 0, 0),
            })}
          </Text>
        )}
        <Stack gap="sm" role="list" aria-labelledby="funding-plan-title">
          {plan.instruments
            .filter((item) => item.soughtUsd > 0 || item.indicatedUsd > 0 || item.committedUsd > 0)
            .map((item) => (
              <div role="listitem" key={item.instrument}>
                <InstrumentBar item={item} />
              </div>
            ))}
        </Stack>
        {isSaved && !isEditing && (
          <Text size="sm" c="teal.9" role="status">
            {t('investors.funding.saved')}
          </Text>
        )}
        {plan.canEdit &&
          (isEditing ? (
            <PlanForm
              slug={slug}
              plan={plan}
              onDone={(saved) => {
                setIsEditing(false);
                setIsSaved(saved);
              }}
            />
          ) : (
            <Group>
              <Button
                variant="light"
                onClick={() => {
                  setIsSaved(false);
                  setIsEditing(true);
                }}
              >
                {t('investors.funding.edit')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
};
