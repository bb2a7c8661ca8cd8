import type { PipelineEntry, PipelineResponse, PipelineStep, PipelineStepRequest } from '@flarescope/shared';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { errorKeyOf } from '../../../lib/form-errors';
import { usePipeline } from '../api/get-pipeline';
import { useTakeStep } from '../api/take-step';
import { InvestorMatchCount } from './investor-matches';
import { PipelineHistory } from './pipeline-history';
import { StepForm } from './step-form';

const StageBadge = ({ entry }: { entry: Pick<PipelineEntry, 'stage' | 'isIndicationAccepted'> }) => {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge
        variant="filled"
        color={entry.stage === 'declined' || entry.stage === 'withdrawn' ? 'dark' : 'orange.9'}
      >
        {t(`investors.stages.${entry.stage}`)}
      </Badge>
      {entry.stage === 'indication' && (
        <Text size="sm" c="dark.4">
          {t(
            entry.isIndicationAccepted
              ? 'investors.pipeline.indicationAccepted'
              : 'investors.pipeline.indicationPending',
          )}
        </Text>
      )}
    </Group>
  );
};

/** Sends one step; keeps the API's field errors for the form and a general message otherwise. */
const useStep = (slug: string) => {
  const mutation = useTakeStep(slug);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const send = async (body: PipelineStepRequest): Promise<boolean> => {
    setFailure(null);
    setFieldErrors({});
    setDone(false);
    try {
      await mutation.mutateAsync(body);
      setDone(true);
      return true;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
      else setFailure(errorKeyOf(error));
      return false;
    }
  };
  return { send, fieldErrors, failure, done, isPending: mutation.isPending };
};

const InvestorView = ({ slug, data }: { slug: string; data: PipelineResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { send, fieldErrors, failure, done, isPending } = useStep(slug);
  const [openForm, setOpenForm] = useState<'indicate' | 'commit' | null>(null);
  if (!data.hasInvestorProfile)
    return (
      <Alert color="orange" variant="light">
        {t('investors.pipeline.needsProfile')}{' '}
        <Anchor component={Link} to={`${paths.settings}#investor-profile`}>
          {t('investors.pipeline.toSettings')}
        </Anchor>
      </Alert>
    );
  const mine = data.mine;
  const steps: PipelineStep[] = mine ? mine.steps : data.startSteps;
  const handleStep = async (step: PipelineStep) => {
    if (step === 'indicate' || step === 'commit') {
      setOpenForm(step);
      return;
    }
    if (step === 'withdraw' && !window.confirm(t('investors.pipeline.confirmWithdraw'))) return;
    await send({ step } as PipelineStepRequest);
  };
  return (
    <Stack gap="sm">
      {!mine && (
        <Text>
          {data.isSeekingFunding ? t('investors.pipeline.start') : t('investors.pipeline.notSeeking')}
        </Text>
      )}
      {mine && (
        <Group gap="lg" wrap="wrap">
          <StageBadge entry={mine} />
          {mine.amountUsd !== null && (
            <Text fw={700}>
              {format.usdFull(mine.amountUsd)}
              {mine.instrument && ` · ${t(`investors.instruments.${mine.instrument}`)}`}
            </Text>
          )}
        </Group>
      )}
      {openForm ? (
        <StepForm
          step={openForm}
          initialAmount={mine?.amountUsd ?? null}
          errors={fieldErrors}
          isPending={isPending}
          onCancel={() => setOpenForm(null)}
          onSubmit={(body) =>
            void send(body).then((isSent) => {
              if (isSent) setOpenForm(null);
            })
          }
        />
      ) : (
        steps.length > 0 && (
          <Group gap="xs">
            {steps.map((step) => (
              <Button
                key={step}
                variant={step === 'withdraw' ? 'subtle' : 'filled'}
                color={step === 'withdraw' ? 'red' : undefined}
                loading={isPending}
                onClick={() => void handleStep(step)}
              >
                {t(`investors.steps.${step}`)}
              </Button>
            ))}
          </Group>
        )
      )}
      {failure && (
        <Alert color="red" role="alert">
          {t(failure)}
        </Alert>
      )}
      {done && !failure && (
        <Text role="status" size="sm" c="teal.9">
          {t('investors.pipeline.done')}
        </Text>
      )}
      {mine && mine.history.length > 0 && (
        <details>
          <summary>{t('investors.pipeline.history')}</summary>
          <PipelineHistory events={mine.history} label={t('investors.pipeline.history')} />
        </details>
      )}
    </Stack>
  );
};

const OwnerView = ({ slug, data }: { slug: string; data: PipelineResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { send, failure, isPending } = useStep(slug);
  if (data.entries.length === 0) return <Text c="dark.4">{t('investors.pipeline.ownerEmpty')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={t('investors.pipeline.ownerTitle')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('investors.pipeline.investor')}</Table.Th>
              <Table.Th scope="col">{t('investors.pipeline.stage')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('investors.pipeline.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('investors.pipeline.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.entries.map((entry) => {
              const name = entry.investor.organisation ?? entry.investor.username ?? '—';
              return (
                <Table.Tr key={entry.id}>
                  <Table.Th scope="row">
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <Text size="xs" c="dark.4">
                      {[
                        entry.investor.type && t(`investors.types.${entry.investor.type}`),
                        entry.investor.username,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <details>
                      <summary>{t('investors.pipeline.history')}</summary>
                      <PipelineHistory
                        events={entry.history}
                        label={t('investors.pipeline.historyOf', { name })}
                      />
                    </details>
                  </Table.Th>
                  <Table.Td>
                    <StageBadge entry={entry} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {entry.amountUsd === null ? '—' : format.usdFull(entry.amountUsd)}
                    {entry.instrument && (
                      <Text size="xs" c="dark.4">
                        {t(`investors.instruments.${entry.instrument}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {entry.steps.map((step) => (
                        <Button
                          key={step}
                          size="xs"
                          variant={step === 'decline_indication' ? 'outline' : 'filled'}
                          color={step === 'decline_indication' ? 'red' : undefined}
                          loading={isPending}
                          aria-label={`${t(`investors.steps.${step}`)} — ${name}`}
                          onClick={() => void send({ step, entryId: entry.id } as PipelineStepRequest)}
                        >
                          {t(`investors.steps.${step}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && (
        <Alert color="red" role="alert">
          {t(failure)}
        </Alert>
      )}
    </Stack>
  );
};

/**
 * The pipeline of one project: an investor's own stage, steps and history; or, for the owner and
 * administrators, every investor with the steps they may take (accept, decline, close).
 */
export const PipelinePanel = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const pipeline = usePipeline(slug);
  if (pipeline.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(pipeline.error))}
      </Alert>
    );
  if (!pipeline.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  return (
    <Paper withBorder radius="md" p="md">
      {pipeline.data.viewerRole === 'investor' ? (
        <InvestorView slug={slug} data={pipeline.data} />
      ) : (
        <Stack gap="md">
          <InvestorMatchCount slug={slug} />
          <OwnerView slug={slug} data={pipeline.data} />
        </Stack>
      )}
    </Paper>
  );
};
