import {
  capexUsdPerKwOf,
  CARBON_METHODOLOGIES,
  DEBT_SIZINGS,
  gasHhvOf,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  type CarbonMethodology,
  type DebtSizing,
} from '@flarescope/shared';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useTechnologies } from '../../../domains/projects/api/get-technologies';
import { useSaveProject } from '../api/save-project';
import { LiveFigures, useLiveModel } from './live-figures';
import { SupplyCasesPanel } from './supply-cases';
import { AboutFields, DefaultsList, MilestoneFields, type Update } from './project-form-sections';
import { localized } from './localized';
import { MODEL_SECTIONS, type ModelField } from './model-fields';
import {
  bodyOf,
  constructionSharesShown,
  isTechnologyId,
  modelInputsOf,
  withTechnology,
  type ProjectFormState,
  type Typed,
} from './project-form-state';

/** Mantine's NumberInput gives a number or '' (cleared), and a string while a number is half typed. */
const typed = (value: number | string): Typed =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

type Separators = { decimalSeparator: string; thousandSeparator: string };

/**
 * One model input. Memoised with a stable onChange, so a keystroke re-renders the field typed in and the
 * live figures, not the twenty others (the whole form took ~35 ms a keystroke on a loaded 2-core machine).
 */
const ModelNumberField = memo(
  ({
    field,
    label,
    value,
    error,
    separators,
    onChange,
    description,
  }: {
    field: ModelField;
    label: string;
    value: Typed;
    error: string | undefined;
    separators: Separators;
    onChange: (key: string, value: Typed) => void;
    description?: string | undefined;
  }) => (
    <NumberInput
      label={label}
      description={description}
      value={value}
      step={field.step ?? (field.kind === 'usd' ? 1000 : 1)}
      error={error}
      onChange={(next) => onChange(field.key, typed(next))}
      allowDecimal={field.kind !== 'years'}
      data-field={field.key}
      {...separators}
    />
  ),
);

/** What the linked flares' satellite series says of the gas's decline, in the user's language. */
const useDeclineHelp = (fit: ProjectFormState['declineFit']): string => {
  const { t } = useTranslation();
  const format = useFormat();
  if (!fit) return t('projects.details.declineUnknown');
  const values = { from: fit.fromYear, to: fit.toYear, years: fit.years };
  return fit.fittedRate < 0
    ? t('projects.details.declineGrowing', { ...values, rate: format.percent(-fit.fittedRate * 100, 1) })
    : t('projects.details.declineFitted', { ...values, rate: format.percent(fit.fittedRate * 100, 1) });
};

/**
 * The project form (new from a flare, or an edit): the model recomputes on every change, in the browser
 * (useLiveModel), and the API checks it all again on save. Field errors are the API's or the model's
 * message keys, shown under each field in the user's language.
 */
export const ProjectForm = ({
  initial,
  slug,
  onStateChange,
}: {
  initial: ProjectFormState;
  slug?: string;
  /** Told the form's state after each change (a cluster's draft keeps what was typed when it re-forms). */
  onStateChange?: (state: ProjectFormState) => void;
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const technologies = useTechnologies();
  const save = useSaveProject();
  const [state, setState] = useState(initial);
  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useMemo(() => modelInputsOf(state), [state]);
  const live = useLiveModel(inputs);
  const separators = useMemo<Separators>(
    () =>
      i18n.language === 'es'
        ? { decimalSeparator: ',', thousandSeparator: '.' }
        : { decimalSeparator: '.', thousandSeparator: ',' },
    [i18n.language],
  );

  const declineHelp = useDeclineHelp(state.declineFit);
  // The traded (HHV) price on the LHV basis of the efficiency, as the model converts it.
  const priceHelp = live.results
    ? t('projects.info.gasPriceLhvNote', {
        price: format.decimal(live.results.gasPriceLhvUsdPerMmbtu, 2),
        ratio: format.decimal(gasHhvOf(inputs) / inputs.gasLhvMjPerM3, 4),
      })
    : undefined;
  // The default capex of this size and technology, from its cost curve, with the curve's source.
  const capacity = Number(state.model.capacityMw) || 0;
  const capexHelp = isTechnologyId(state.technology)
    ? t('projects.form.capexHelp', {
        usdPerKw: format.integer(capexUsdPerKwOf(state.technology, capacity)),
        capacity: format.decimal(capacity, 1),
        source:
          i18n.language === 'es'
            ? TECHNOLOGIES[state.technology].costSourceEs
            : TECHNOLOGIES[state.technology].costSource,
      })
    : undefined;
  const errorOf = (name: string): string | undefined => {
    const key =
      serverErrors[name] ?? (name.startsWith('model.') ? live.errors[name.slice(6) as never] : undefined);
    return key ? t(key) : undefined;
  };
  const update = useCallback<Update>((change) => setState((current) => ({ ...current, ...change })), []);
  const setModel = useCallback(
    (key: string, value: Typed) =>
      setState((current) => ({
        ...current,
        model: { ...current.model, [key]: value },
        // Another number of construction years starts from an even spread again.
        ...(key === 'constructionYears' ? { constructionShares: null } : {}),
      })),
    [],
  );
  const shares = constructionSharesShown(state);
  const setShare = (index: number, value: Typed) =>
    setState((current) => ({
      ...current,
      constructionShares: constructionSharesShown(current).map((share, i) => (i === index ? value : share)),
    }));

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

  const technologyOptions = useMemo(
    () =>
      (technologies.data?.items ?? TECHNOLOGY_IDS.map((id) => ({ id, name: { en: id, es: id } }))).map(
        (item) => ({
          value: item.id,
          label: localized(item.name, i18n.language),
        }),
      ),
    [technologies.data, i18n.language],
  );

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AboutFields
              titleEn={state.titleEn}
              titleEs={state.titleEs}
              summaryEn={state.summaryEn}
              summaryEs={state.summaryEs}
              descriptionEn={state.descriptionEn}
              descriptionEs={state.descriptionEs}
              slug={state.slug}
              serverErrors={serverErrors}
              onChange={update}
            />
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
                          error={errorOf('gasAvailableM3PerDay') ?? errorOf('model.gasAvailableM3PerDay')}
                          onChange={(value) => update({ gasAvailableM3PerDay: typed(value) })}
                          {...separators}
                        />
                      </Grid.Col>
                    </>
                  )}
                  {fields.map((field) => (
                    <Grid.Col key={field.key} span={{ base: 12, sm: 6 }}>
                      <ModelNumberField
                        field={field}
                        label={t(`projects.inputs.${field.key}`)}
                        value={state.model[field.key] ?? ''}
                        error={errorOf(`model.${field.key}`)}
                        separators={separators}
                        onChange={setModel}
                        description={
                          field.key === 'gasDeclineRate'
                            ? declineHelp
                            : field.key === 'gasPriceUsdPerMmbtu'
                              ? priceHelp
                              : field.key === 'capexUsd'
                                ? capexHelp
                                : field.key === 'constructionYears'
                                  ? t('projects.form.constructionHelp')
                                  : undefined
                        }
                      />
                    </Grid.Col>
                  ))}
                  {section === 'finance' && shares.length > 1 && (
                    <Grid.Col span={12}>
                      <Fieldset
                        legend={t('projects.inputs.constructionCapexShares')}
                        variant="unstyled"
                        data-field="constructionCapexShares"
                      >
                        <Text size="xs" c="dark.4" mb={4}>
                          {t('projects.form.constructionSharesHelp')}
                        </Text>
                        <Group gap="xs" align="flex-start">
                          {shares.map((share, index) => (
                            <NumberInput
                              key={index}
                              w={140}
                              label={t('projects.inputs.constructionShare', { number: index + 1 })}
                              value={share}
                              min={0}
                              max={100}
                              onChange={(value) => setShare(index, typed(value))}
                              data-field={`constructionShare.${index}`}
                              {...separators}
                            />
                          ))}
                        </Group>
                        {errorOf('model.constructionCapexShares') && (
                          <Text size="xs" c="red.8" mt={4} role="alert">
                            {errorOf('model.constructionCapexShares')}
                          </Text>
                        )}
                      </Fieldset>
                    </Grid.Col>
                  )}
                  {section === 'carbon' && (
                    <Grid.Col span={12}>
                      <NativeSelect
                        label={t('projects.inputs.carbonMethodology')}
                        value={state.carbonMethodology}
                        error={errorOf('model.carbonMethodology')}
                        onChange={(event) =>
                          update({ carbonMethodology: event.currentTarget.value as CarbonMethodology })
                        }
                        data={CARBON_METHODOLOGIES.map((id) => ({
                          value: id,
                          label: t(`projects.carbonMethodologies.${id}`),
                        }))}
                        data-field="carbonMethodology"
                      />
                    </Grid.Col>
                  )}
                  {section === 'finance' && (
                    <Grid.Col span={12}>
                      <NativeSelect
                        label={t('projects.inputs.debtSizing')}
                        value={state.debtSizing}
                        error={errorOf('model.debtSizing')}
                        onChange={(event) => update({ debtSizing: event.currentTarget.value as DebtSizing })}
                        data={DEBT_SIZINGS.map((id) => ({
                          value: id,
                          label: t(`projects.debtSizings.${id}`),
                        }))}
                        data-field="debtSizing"
                      />
                    </Grid.Col>
                  )}
                  {section === 'finance' && (
                    <Grid.Col span={12}>
                      <Checkbox
                        label={t('projects.inputs.canStopEarly')}
                        description={t('projects.form.canStopEarlyHelp')}
                        checked={state.canStopEarly}
                        onChange={(event) => update({ canStopEarly: event.currentTarget.checked })}
                        data-field="canStopEarly"
                      />
                    </Grid.Col>
                  )}
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
            <MilestoneFields milestones={state.milestones} serverErrors={serverErrors} onChange={update} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
            <LiveFigures
              live={live}
              inputs={inputs}
              gasAvailableM3PerDay={state.gasAvailableM3PerDay === '' ? null : state.gasAvailableM3PerDay}
            />
            <SupplyCasesPanel source={state.supplySource} inputs={inputs} />
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
            <DefaultsList
              technology={state.technology}
              technologyLabel={
                technologyOptions.find((option) => option.value === state.technology)?.label ?? ''
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
};
