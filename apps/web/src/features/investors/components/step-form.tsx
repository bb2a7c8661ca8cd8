import { INSTRUMENTS, type Instrument, type PipelineStepRequest } from '@flarescope/shared';
import { Button, Group, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type StepFormProps = {
  step: 'indicate' | 'commit';
  initialAmount: number | null;
  /** The API's field errors (`amountUsd` → key), shown under their fields. */
  errors: Record<string, string>;
  isPending: boolean;
  onSubmit: (body: PipelineStepRequest) => void;
  onCancel: () => void;
};

/** An indication (amount, instrument) or a commitment (amount, conditions), in US dollars. */
export const StepForm = ({ step, initialAmount, errors, isPending, onSubmit, onCancel }: StepFormProps) => {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState<number | ''>(initialAmount ?? '');
  const [instrument, setInstrument] = useState<Instrument>('equity');
  const [conditions, setConditions] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const separators =
    i18n.language === 'es'
      ? { decimalSeparator: ',', thousandSeparator: '.' }
      : { decimalSeparator: '.', thousandSeparator: ',' };
  const amountError = localError ?? errors.amountUsd;
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (amount === '') {
      setLocalError('investors.validation.amountRequired');
      return;
    }
    setLocalError(null);
    onSubmit(
      step === 'indicate'
        ? { step, amountUsd: amount, instrument }
        : { step, amountUsd: amount, conditions: conditions.trim() },
    );
  };
  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('investors.pipeline.amount')}
            required
            min={0}
            step={100_000}
            allowNegative={false}
            prefix="US$ "
            {...separators}
            value={amount}
            onChange={(value) =>
              setAmount(typeof value === 'number' ? value : value === '' ? '' : Number(value))
            }
            error={amountError ? t(amountError) : undefined}
            data-autofocus
          />
          {step === 'indicate' && (
            <NativeSelect
              label={t('investors.pipeline.instrument')}
              required
              value={instrument}
              data={INSTRUMENTS.map((value) => ({ value, label: t(`investors.instruments.${value}`) }))}
              onChange={(event) => setInstrument(event.currentTarget.value as Instrument)}
              error={errors.instrument ? t(errors.instrument) : undefined}
            />
          )}
        </Group>
        {step === 'commit' && (
          <Textarea
            label={t('investors.pipeline.conditions')}
            autosize
            minRows={2}
            maxLength={2000}
            value={conditions}
            onChange={(event) => setConditions(event.currentTarget.value)}
            error={errors.conditions ? t(errors.conditions) : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onCancel}>
            {t('investors.pipeline.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t(`investors.steps.${step}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
