import {
  DEFAULT_PROJECT_FINANCE_SOURCES,
  DEFAULT_PROJECT_FINANCE_SOURCES_ES,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  type TechnologyId,
} from '@flarescope/shared';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MODEL_FIELDS } from './model-fields';
import type { MilestoneState, ProjectFormState } from './project-form-state';

/*
 * The parts of the project form that a keystroke in the model's inputs does not change, each memoised on
 * what it shows: the live recompute then re-renders the field typed in and the live figures only.
 */

const TEXT_FIELDS = [
  { key: 'titleEn', multiline: false },
  { key: 'titleEs', multiline: false },
  { key: 'summaryEn', multiline: true },
  { key: 'summaryEs', multiline: true },
  { key: 'descriptionEn', multiline: true },
  { key: 'descriptionEs', multiline: true },
] as const;

type TextKey = (typeof TEXT_FIELDS)[number]['key'] | 'slug';
export type Update = (change: Partial<ProjectFormState>) => void;

/** A field's message from the API (after a save), in the user's language. */
const useServerError = (serverErrors: Record<string, string>) => {
  const { t } = useTranslation();
  return (name: string): string | undefined => {
    const key = serverErrors[name];
    return key ? t(key) : undefined;
  };
};

/** Titles, summaries and descriptions in en and es, and the web address name. */
export const AboutFields = memo(
  ({
    serverErrors,
    onChange,
    ...values
  }: Record<TextKey, string> & { serverErrors: Record<string, string>; onChange: Update }) => {
    const { t } = useTranslation();
    const errorOf = useServerError(serverErrors);
    return (
      <Fieldset legend={t('projects.form.sections.about')}>
        <Stack gap="sm">
          {TEXT_FIELDS.map(({ key, multiline }) => {
            const props = {
              label: t(`projects.form.${key}`),
              // Each field's own language, whatever the screen's (spelling, screen readers).
              lang: key.endsWith('En') ? 'en' : 'es',
              value: values[key],
              error: errorOf(key),
              required: true,
              onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                onChange({ [key]: event.currentTarget.value }),
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
            value={values.slug}
            error={errorOf('slug')}
            onChange={(event) => onChange({ slug: event.currentTarget.value })}
          />
          {errorOf('flares.0') && (
            <Alert color="red" variant="light">
              {errorOf('flares.0')}
            </Alert>
          )}
        </Stack>
      </Fieldset>
    );
  },
);

/** The timeline: dated milestones in en and es, done or planned. */
export const MilestoneFields = memo(
  ({
    milestones,
    serverErrors,
    onChange,
  }: {
    milestones: MilestoneState[];
    serverErrors: Record<string, string>;
    onChange: Update;
  }) => {
    const { t } = useTranslation();
    const errorOf = useServerError(serverErrors);
    return (
      <Fieldset legend={t('projects.form.sections.milestones')}>
        <Stack gap="sm">
          {milestones.map((milestone, index) => {
            const setMilestone = (change: Partial<MilestoneState>) =>
              onChange({
                milestones: milestones.map((item, i) => (i === index ? { ...item, ...change } : item)),
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
                  onClick={() => onChange({ milestones: milestones.filter((_, i) => i !== index) })}
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
              onChange({ milestones: [...milestones, { date: '', labelEn: '', labelEs: '', isDone: false }] })
            }
          >
            {t('projects.form.addMilestone')}
          </Button>
        </Stack>
      </Fieldset>
    );
  },
);

/** The inputs the form asks for, whose defaults' sources it lists. */
const MODEL_KEYS = new Set<string>([
  ...MODEL_FIELDS.map((field) => field.key),
  'carbonMethodology',
  'canStopEarly',
  'debtSizing',
]);

/** Where the defaults come from: the plant's published costs and the financial assumptions, each with its source. */
export const DefaultsList = memo(
  ({ technology, technologyLabel }: { technology: string; technologyLabel: string }) => {
    const { t, i18n } = useTranslation();
    const plant = (TECHNOLOGY_IDS as readonly string[]).includes(technology)
      ? TECHNOLOGIES[technology as TechnologyId]
      : null;
    return (
      <section aria-labelledby="defaults-heading">
        <Text fw={600} id="defaults-heading" size="sm">
          {t('projects.form.defaultsTitle')}
        </Text>
        <List size="xs" spacing={4} mt={4}>
          {plant && (
            <List.Item>
              {t('projects.form.defaultsPlant', {
                technology: technologyLabel,
                source: i18n.language === 'es' ? plant.sourceEs : plant.source,
              })}
            </List.Item>
          )}
          <List.Item>{t('projects.form.defaultsPower')}</List.Item>
          {Object.entries(
            i18n.language === 'es' ? DEFAULT_PROJECT_FINANCE_SOURCES_ES : DEFAULT_PROJECT_FINANCE_SOURCES,
          )
            .filter(([key]) => MODEL_KEYS.has(key))
            .map(([key, source]) => (
              <List.Item key={key}>
                {t(`projects.inputs.${key}`)}: {source}
              </List.Item>
            ))}
        </List>
      </section>
    );
  },
);
