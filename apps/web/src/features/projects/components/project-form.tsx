import {
  DEFAULT_PROJECT_FINANCE_SOURCES,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  type TechnologyId,
} from '@flarescope/shared';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/form-errors';
import { useTechnologies } from '../api/get-technologies';
import { useSaveProject } from '../api/save-project';
import { LiveFigures, useLiveModel } from './live-figures';
import { localized } from './localized';
import { MODEL_SECTIONS } from './model-fields';
import {
  bodyOf,
  modelInputsOf,
  withTechnology,
  type ProjectFormState,
  type Typed,
} from './project-form-state';

const TEXT_FIELDS = [
  { key: 'titleEn', multiline: false },
  { key: 'titleEs', multiline: false },
  { key: 'summaryEn', multiline: true },
  { key: 'summaryEs', multiline: true },
  { key: 'descriptionEn', multiline: true },
  { key: 'descriptionEs', multiline: true },
] as const;

/** Mantine's NumberInput gives a number or '' (cleared), and a string while a number is half typed. */
const typed = (value: number | string): Typed =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

/**
 * The project form (new from a flare, or an edit): the model recomputes on every change, in the browser
 * (useLiveModel), and the API checks it all again on save. Field errors are the API's or the model's
 * message keys, shown under each field in the user's language.
 */
export const ProjectForm = ({ initial, slug }: { initial: ProjectFormState; slug?: string }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const technologies = useTechnologies();
  const save = useSaveProject();
  const [state, setState] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useMemo(() => modelInputsOf(state), [state]);
  const live = useLiveModel(inputs);
  const separators =
    i18n.language === 'es'
      ? { decimalSeparator: ',', thousandSeparator: '.' }
      : { decimalSeparator: '.', thousandSeparator: ',' };

  const errorOf = (name: string): string | undefined => {
    const key =
      serverErrors[name] ?? (name.startsWith('model.') ? live.errors[name.slice(6) as never] : undefined);
    return key ? t(key) : undefined;
  };
  const update = (change: Partial<ProjectFormState>) => setState((current) => ({ ...current, ...change }));
  const setModel = (key: string, value: Typed) =>
    setState((current) => ({ ...current, model: { ...current.model, [key]: value } }));

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setServerErrors({});
    if (live.results === null) {
      setFormError('projects.form.invalid');
      return;
    }
    try {
      const saved = await save.mutateAsync({ slug, body: bodyOf(state) });
      void navigate(paths.project.info(saved.slug));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setServerErrors(error.fields);
        setFormError('projects.form.invalid');
        return;
      }
      setFormError(errorKeyOf(error));
    }
  };

  const technologyOptions = (
    technologies.data?.items ?? TECHNOLOGY_IDS.map((id) => ({ id, name: { en: id, es: id } }))
  ).map((item) => ({ value: item.id, label: localized(item.name, i18n.language) }));
  const plant = (TECHNOLOGY_IDS as readonly string[]).includes(state.technology)
    ? TECHNOLOGIES[state.technology as TechnologyId]
    : null;

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Fieldset legend={t('projects.form.sections.about')}>
              <Stack gap="sm">
                {TEXT_FIELDS.map(({ key, multiline }) => {
                  const props = {
                    label: t(`projects.form.${key}`),
                    value: state[key],
                    error: errorOf(key),
                    required: true,
                    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                      update({ [key]: event.currentTarget.value }),
                  };
                  return multiline ? (
                    <Textarea key={key} autosize minRows={2} maxRows={8} {...props} />
                  ) : (
                    <TextInput key={key} {...props} />
                  );
                })}
                <TextInput
                  label={t('projects.form.slug')}
                  description={t('projects.form.slugHelp')}
                  value={state.slug}
                  error={errorOf('slug')}
                  onChange={(event) => update({ slug: event.currentTarget.value })}
                />
                {errorOf('flares.0') && (
                  <Alert color="red" variant="light">
                    {errorOf('flares.0')}
                  </Alert>
                )}
              </Stack>
            </Fieldset>
            {MODEL_SECTIONS.map(({ section, fields }) => (
              <Fieldset key={section} legend={t(`projects.form.sections.${section}`)}>
                <Grid gap="sm">
                  {section === 'plant' && (
                    <>
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <NativeSelect
                          label={t('projects.form.technology')}
                          value={state.technology}
                          error={errorOf('technology')}
                          onChange={(event) =>
                            setState((current) => withTechnology(current, event.currentTarget.value))
                          }
                          data={technologyOptions}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <NumberInput
                          label={t('projects.form.gasAvailable')}
                          value={state.gasAvailableM3PerDay}
                          min={0}
                          error={errorOf('gasAvailableM3PerDay')}
                          onChange={(value) => update({ gasAvailableM3PerDay: typed(value) })}
                          {...separators}
                        />
                      </Grid.Col>
                    </>
                  )}
                  {fields.map((field) => (
                    <Grid.Col key={field.key} span={{ base: 12, sm: 6 }}>
                      <NumberInput
                        label={t(`projects.inputs.${field.key}`)}
                        value={state.model[field.key] ?? ''}
                        step={field.step ?? (field.kind === 'usd' ? 1000 : 1)}
                        error={errorOf(`model.${field.key}`)}
                        onChange={(value) => setModel(field.key, typed(value))}
                        allowDecimal={field.kind !== 'years'}
                        data-field={field.key}
                        {...separators}
                      />
                    </Grid.Col>
                  ))}
                  {section === 'finance' && (
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <NumberInput
                        label={t('projects.form.fundingSought')}
                        value={state.fundingSoughtUsd}
                        min={0}
                        error={errorOf('fundingSoughtUsd')}
                        onChange={(value) => update({ fundingSoughtUsd: typed(value) })}
                        {...separators}
                      />
                    </Grid.Col>
                  )}
                </Grid>
              </Fieldset>
            ))}
            <Fieldset legend={t('projects.form.sections.milestones')}>
              <Stack gap="sm">
                {state.milestones.map((milestone, index) => {
                  const setMilestone = (change: Partial<typeof milestone>) =>
                    update({
                      milestones: state.milestones.map((item, i) =>
                        i === index ? { ...item, ...change } : item,
                      ),
                    });
                  return (
                    <Group key={index} align="flex-end" gap="xs" wrap="wrap">
                      <TextInput
                        w={120}
                        label={t('projects.form.milestoneDate')}
                        value={milestone.date}
                        error={errorOf(`milestones.${index}.date`)}
                        onChange={(event) => setMilestone({ date: event.currentTarget.value })}
                      />
                      <TextInput
                        label={t('projects.form.milestoneEn')}
                        value={milestone.labelEn}
                        onChange={(event) => setMilestone({ labelEn: event.currentTarget.value })}
                      />
                      <TextInput
                        label={t('projects.form.milestoneEs')}
                        value={milestone.labelEs}
                        onChange={(event) => setMilestone({ labelEs: event.currentTarget.value })}
                      />
                      <Checkbox
                        label={t('projects.form.milestoneDone')}
                        checked={milestone.isDone}
                        onChange={(event) => setMilestone({ isDone: event.currentTarget.checked })}
                        mb={8}
                      />
                      <Button
                        variant="subtle"
                        color="red"
                        onClick={() => update({ milestones: state.milestones.filter((_, i) => i !== index) })}
                      >
                        {t('projects.form.removeMilestone', { number: index + 1 })}
                      </Button>
                    </Group>
                  );
                })}
                <Button
                  variant="light"
                  w="fit-content"
                  onClick={() =>
                    update({
                      milestones: [
                        ...state.milestones,
                        { date: '', labelEn: '', labelEs: '', isDone: false },
                      ],
                    })
                  }
                >
                  {t('projects.form.addMilestone')}
                </Button>
              </Stack>
            </Fieldset>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
            <LiveFigures
              live={live}
              inputs={inputs}
              gasAvailableM3PerDay={state.gasAvailableM3PerDay === '' ? null : state.gasAvailableM3PerDay}
            />
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {t(formError)}
              </Alert>
            )}
            <Group>
              <Button type="submit" color="orange.9" loading={save.isPending}>
                {save.isPending ? t('projects.form.saving') : t('projects.form.save')}
              </Button>
              <Button variant="default" onClick={() => void navigate(-1)}>
                {t('projects.form.cancel')}
              </Button>
            </Group>
            <section aria-labelledby="defaults-heading">
              <Text fw={600} id="defaults-heading" size="sm">
                {t('projects.form.defaultsTitle')}
              </Text>
              <List size="xs" spacing={4} mt={4}>
                {plant && (
                  <List.Item>
                    {t('projects.form.defaultsPlant', {
                      technology:
                        technologyOptions.find((option) => option.value === state.technology)?.label ?? '',
                      source: plant.source,
                    })}
                  </List.Item>
                )}
                <List.Item>{t('projects.form.defaultsPower')}</List.Item>
                {Object.entries(DEFAULT_PROJECT_FINANCE_SOURCES)
                  .filter(([key]) => key in state.model)
                  .map(([key, source]) => (
                    <List.Item key={key}>
                      {t(`projects.inputs.${key}`)}: {source}
                    </List.Item>
                  ))}
              </List>
            </section>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
};
