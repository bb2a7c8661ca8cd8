import { zodResolver } from '@hookform/resolvers/zod';
import {
  INSTRUMENTS,
  INVESTOR_TYPES,
  IRR_CASES,
  investorProfileRequestSchema,
  type InvestorProfile,
  type InvestorProfileRequest,
} from '@flarescope/shared';
import {
  Alert,
  Button,
  Group,
  Loader,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../../components/forms/field-error';
import { countryOptions } from '../../../lib/countries';
import { applyFieldErrors, errorKeyOf } from '../../../lib/form-errors';
import { useInvestorProfile } from '../api/get-investor-profile';
import { useTechnologies } from '../../../domains/projects/api/get-technologies';
import { useDeleteInvestorProfile, useSaveInvestorProfile } from '../api/save-investor-profile';

type Input = z.input<typeof investorProfileRequestSchema>;
type Output = z.output<typeof investorProfileRequestSchema>;
type Status = { kind: 'success' | 'error'; key: string } | null;

const FIELDS = [
  'organisation',
  'type',
  'ticketMinUsd',
  'ticketMaxUsd',
  'countries',
  'technologies',
  'instruments',
  'minIrr',
  'irrCase',
] as const;

const valuesOf = (profile: InvestorProfile | null): DefaultValues<Input> => ({
  organisation: profile?.organisation ?? '',
  type: profile?.type ?? 'fund',
  ticketMinUsd: profile?.ticketMinUsd ?? ('' as unknown as number),
  ticketMaxUsd: profile?.ticketMaxUsd ?? ('' as unknown as number),
  countries: (profile?.countries ?? []) as InvestorProfileRequest['countries'],
  technologies: profile?.technologies ?? [],
  instruments: profile?.instruments ?? [],
  minIrr: profile?.minIrr ?? null,
  irrCase: profile?.irrCase ?? 'sponsors',
});

/** The minimum IRR is typed in percent and kept as a fraction (the API's); rounding the float's noise. */
const percentOf = (fraction: number | null | undefined): number | '' =>
  typeof fraction === 'number' ? Math.round(fraction * 100 * 1e6) / 1e6 : '';
const fractionOf = (percent: number | string): number | null =>
  percent === '' ? null : Math.round(Number(percent) * 1e6) / 1e8;

/** Mantine's NumberInput gives '' when cleared: zod then says the amount is required. */
const asNumber = (value: number | string): number | undefined =>
  typeof value === 'number' ? value : value === '' ? undefined : Number(value);

const ProfileForm = ({ profile }: { profile: InvestorProfile | null }) => {
  const { t, i18n } = useTranslation();
  const technologies = useTechnologies();
  const save = useSaveInvestorProfile();
  const remove = useDeleteInvestorProfile();
  const [status, setStatus] = useState<Status>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(investorProfileRequestSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  // Array fields carry their message on the array itself (too many) or on an item (unknown value).
  const messageOf = (error: { message?: string } | Array<{ message?: string } | undefined> | undefined) => {
    const message = Array.isArray(error) ? error.find((item) => item?.message)?.message : error?.message;
    return message ? t(message) : undefined;
  };
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const technologyOptions = (technologies.data?.items ?? []).map((item) => ({
    value: item.id,
    label: i18n.language === 'es' ? item.name.es : item.name.en,
  }));
  const separators =
    i18n.language === 'es'
      ? { decimalSeparator: ',', thousandSeparator: '.' }
      : { decimalSeparator: '.', thousandSeparator: ',' };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved.profile));
      setStatus({ kind: 'success', key: 'investors.profile.saved' });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS)) return;
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  });

  const handleRemove = async () => {
    setStatus(null);
    try {
      await remove.mutateAsync();
      form.reset(valuesOf(null));
      setStatus({ kind: 'success', key: 'investors.profile.removed' });
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <Text c="dark.4">{t('investors.profile.lead')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('investors.profile.organisation')}
            required
            maxLength={160}
            autoComplete="organization"
            error={fieldErrorText(t, errors.organisation)}
            {...form.register('organisation')}
          />
          <NativeSelect
            label={t('investors.profile.type')}
            required
            data={INVESTOR_TYPES.map((type) => ({ value: type, label: t(`investors.types.${type}`) }))}
            error={fieldErrorText(t, errors.type)}
            {...form.register('type')}
          />
          {(['ticketMinUsd', 'ticketMaxUsd'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(
                    name === 'ticketMinUsd' ? 'investors.profile.ticketMin' : 'investors.profile.ticketMax',
                  )}
                  required
                  min={0}
                  step={100_000}
                  allowNegative={false}
                  prefix="US$ "
                  {...separators}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(asNumber(value))}
                  onBlur={field.onBlur}
                  error={fieldErrorText(t, errors[name])}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="countries"
          render={({ field }) => (
            <MultiSelect
              label={t('investors.profile.countries')}
              description={t('investors.profile.countriesHint')}
              data={countries}
              searchable
              clearable
              maxDropdownHeight={260}
              comboboxProps={{ withinPortal: true }}
              name={field.name}
              ref={field.ref}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={messageOf(errors.countries)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="technologies"
          render={({ field }) => (
            <MultiSelect
              label={t('investors.profile.technologies')}
              data={technologyOptions}
              clearable
              comboboxProps={{ withinPortal: true }}
              name={field.name}
              ref={field.ref}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={messageOf(errors.technologies)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="instruments"
          render={({ field }) => (
            <MultiSelect
              label={t('investors.profile.instruments')}
              description={t('investors.profile.instrumentsHint')}
              data={INSTRUMENTS.map((instrument) => ({
                value: instrument,
                label: t(`investors.instruments.${instrument}`),
              }))}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
              name={field.name}
              ref={field.ref}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={messageOf(errors.instruments)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="minIrr"
            render={({ field }) => (
              <NumberInput
                label={t('investors.profile.minIrr')}
                description={t('investors.profile.minIrrHint')}
                min={0}
                max={100}
                // Not clamped: a figure out of bounds is shown with the reason, not silently changed.
                clampBehavior="none"
                step={0.5}
                decimalScale={2}
                suffix=" %"
                decimalSeparator={separators.decimalSeparator}
                name={field.name}
                ref={field.ref}
                value={percentOf(field.value)}
                onChange={(value) => field.onChange(fractionOf(value))}
                onBlur={field.onBlur}
                error={fieldErrorText(t, errors.minIrr)}
              />
            )}
          />
          <NativeSelect
            label={t('investors.profile.irrCase')}
            data={IRR_CASES.map((irrCase) => ({
              value: irrCase,
              label: t(`investors.profile.irrCases.${irrCase}`),
            }))}
            error={fieldErrorText(t, errors.irrCase)}
            {...form.register('irrCase')}
          />
        </SimpleGrid>
        {status && (
          <Alert
            color={status.kind === 'error' ? 'red' : 'teal'}
            role={status.kind === 'error' ? 'alert' : 'status'}
          >
            {t(status.key)}
          </Alert>
        )}
        <Group justify="space-between">
          {profile ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void handleRemove()}
              loading={remove.isPending}
            >
              {t('investors.profile.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('investors.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The settings' investor profile section: organisation, type, ticket range, countries and technologies. */
export const InvestorProfileForm = () => {
  const { t } = useTranslation();
  const profile = useInvestorProfile();
  if (profile.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(profile.error))}
      </Alert>
    );
  if (!profile.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  // Saving and removing reset the form to what is stored themselves, keeping their status message.
  return <ProfileForm profile={profile.data.profile} />;
};
