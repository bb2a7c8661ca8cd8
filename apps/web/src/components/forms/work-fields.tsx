import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-error';

export type WorkFieldValues = { isWorking?: boolean; company?: string; position?: string };

const toChoice = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

/** Currently working? and, when yes, company and position (sign-up step 7 and settings). */
export const WorkFields = () => {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<WorkFieldValues>();
  const isWorking = useWatch({ control, name: 'isWorking' });
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="isWorking"
        render={({ field }) => (
          <Radio.Group
            label={t('forms.isWorking')}
            required
            error={fieldErrorText(t, errors.isWorking)}
            name={field.name}
            value={toChoice(field.value)}
            onChange={(value) => field.onChange(value === 'yes')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="yes" label={t('forms.yes')} ref={field.ref} onBlur={field.onBlur} />
              <Radio value="no" label={t('forms.no')} onBlur={field.onBlur} />
            </Group>
          </Radio.Group>
        )}
      />
      {isWorking && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('forms.company')}
            autoComplete="organization"
            maxLength={150}
            required
            error={fieldErrorText(t, errors.company)}
            {...register('company')}
          />
          <TextInput
            label={t('forms.position')}
            autoComplete="organization-title"
            maxLength={150}
            required
            error={fieldErrorText(t, errors.position)}
            {...register('position')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
};
