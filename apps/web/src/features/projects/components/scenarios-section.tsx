import {
  projectsContract,
  type Scenario,
  type ScenarioFigures,
  type ScenariosResponse,
} from '@flarescope/shared';
import { Alert, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { CaptionedTable } from '../../../components/ui/table-scroll';
import { QueryState } from '../../../components/ui/query-state';
import { api, ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';
import { errorKeyOf } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { useDeleteScenario, useSaveScenario, useScenarios } from '../api/scenarios';
import { fromDisplay, MODEL_FIELDS, toDisplay, type ModelField } from './model-fields';
import classes from './projects.module.css';
import { useProjectText } from './use-project-text';

/** What a scenario may change: every numeric input of the form, and the gas the project has. */
const SCENARIO_FIELDS: readonly ModelField[] = [
  ...MODEL_FIELDS,
  { key: 'gasAvailableM3PerDay', kind: 'number', step: 1000 },
];
const fieldOf = (key: string) => SCENARIO_FIELDS.find((field) => field.key === key);

const FIGURES = [
  'npv',
  'irr',
  'equityIrr',
  'mirr',
  'minDscr',
  'lcoeUsdPerMwh',
  'paybackYears',
  'discountedPaybackYears',
  'energyMwhPerYear',
  'avoidedCo2eTonnesPerYear',
  'constructionYears',
  'idcUsd',
] as const;

type Row = { key: string; value: string };
type Draft = { id?: string; name: string; rows: Row[] };

const useFigureText = () => {
  const format = useFormat();
  const text = useProjectText();
  return (figures: ScenarioFigures | null, key: (typeof FIGURES)[number]): string => {
    if (figures === null) return '—';
    switch (key) {
      case 'npv':
        return format.usdFull(figures.npv);
      case 'irr':
        return text.irr(figures.irr);
      case 'equityIrr':
        return text.equityIrr(figures);
      case 'mirr':
        return text.mirr(figures.mirr);
      case 'minDscr':
        return text.dscr(figures.minDscr);
      case 'lcoeUsdPerMwh':
        return text.lcoe(figures.lcoeUsdPerMwh);
      case 'paybackYears':
        return text.payback(figures.paybackYears, figures.paybackLostLater);
      case 'discountedPaybackYears':
        return text.payback(figures.discountedPaybackYears, figures.discountedPaybackLostLater);
      case 'energyMwhPerYear':
        return `${format.integer(figures.energyMwhPerYear)} MWh`;
      case 'constructionYears':
        return format.integer(figures.constructionYears);
      case 'idcUsd':
        return format.usdFull(figures.idcUsd);
      default:
        return format.mass(figures.avoidedCo2eTonnesPerYear).text;
    }
  };
};

/** "Gas price 1.5; Capacity factor 60 %": what a scenario changes, in the form's units. */
const useChangesText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (scenario: Scenario): string => {
    const parts = Object.entries(scenario.overrides).map(([key, value]) => {
      const field = fieldOf(key);
      const shown =
        typeof value === 'number' && field
          ? field.kind === 'percent'
            ? format.percent(value * 100, 2)
            : format.decimal(value, 2)
          : String(value);
      return `${t(`projects.inputs.${key}`)}: ${shown}`;
    });
    return parts.length > 0 ? parts.join('; ') : t('projects.scenarios.noChanges');
  };
};

const Download = ({ slug, scenario }: { slug: string; scenario: Scenario }) => {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const download = async () => {
    setMessage(null);
    try {
      const file = await api.downloadRoute(projectsContract.getCashFlows, {
        params: { project: slug },
        query: { format: 'csv', lang: localeOf(i18n.language), scenario: scenario.id },
      });
      saveFile(file.blob, file.filename ?? `${slug}-scenario.csv`);
    } catch (error) {
      setMessage(t(errorKeyOf(error)));
    }
  };
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => void download()}>
        {t('projects.scenarios.download', { name: scenario.name })}
      </Button>
      {message && (
        <Text size="xs" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </>
  );
};

/** The owner's form: a name and the inputs it changes (percentages as typed, like the project form). */
const ScenarioForm = ({ slug, draft, onDone }: { slug: string; draft: Draft; onDone: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveScenario();
  const [name, setName] = useState(draft.name);
  const [rows, setRows] = useState<Row[]>(draft.rows);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const unused = SCENARIO_FIELDS.filter((field) => !rows.some((row) => row.key === field.key));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    const overrides = Object.fromEntries(
      rows.map((row) => {
        const field = fieldOf(row.key);
        const value = row.value.trim() === '' ? Number.NaN : Number(row.value);
        // A number the model refuses (or none) goes as typed, so that the API names the field.
        return [row.key, field && Number.isFinite(value) ? fromDisplay(field, value) : row.value];
      }),
    );
    save.mutate(
      { slug, ...(draft.id ? { id: draft.id } : {}), body: { name, overrides } },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
          else setMessage(t(errorKeyOf(error)));
        },
      },
    );
  };
  const overridesError = errors.overrides ?? errors._;
  return (
    <form onSubmit={submit} aria-label={t('projects.scenarios.add')} noValidate>
      <Stack gap="sm" mt="sm">
        <TextInput
          label={t('projects.scenarios.name')}
          value={name}
          required
          maxLength={80}
          error={errors.name ? t(errors.name) : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {rows.map((row, i) => {
          const field = fieldOf(row.key);
          const label = t(`projects.inputs.${row.key}`);
          const error = errors[`overrides.${row.key}`];
          return (
            <Group key={row.key} align="flex-end" gap="xs" wrap="nowrap">
              <NativeSelect
                label={t('projects.scenarios.input')}
                value={row.key}
                data={[field ?? { key: row.key }, ...unused].map((option) => ({
                  value: option.key,
                  label: t(`projects.inputs.${option.key}`),
                }))}
                onChange={(event) => {
                  const key = event.currentTarget.value;
                  setRows(rows.map((other, j) => (j === i ? { key, value: '' } : other)));
                }}
                style={{ flex: 2 }}
              />
              <TextInput
                label={`${t('projects.scenarios.value')}: ${label}`}
                inputMode="decimal"
                value={row.value}
                error={error ? t(error) : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setRows(rows.map((other, j) => (j === i ? { ...other, value } : other)));
                }}
                style={{ flex: 1 }}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={t('projects.scenarios.removeInput', { input: label })}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </Group>
          );
        })}
        {overridesError && (
          <Text size="sm" c="red.8" role="alert">
            {t(overridesError)}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            disabled={unused.length === 0}
            onClick={() => {
              const next = unused[0];
              if (next) setRows([...rows, { key: next.key, value: '' }]);
            }}
          >
            {t('projects.scenarios.addInput')}
          </Button>
        </Group>
        {message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {t('projects.scenarios.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('projects.scenarios.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const draftOf = (scenario: Scenario): Draft => ({
  id: scenario.id,
  name: scenario.name,
  rows: Object.entries(scenario.overrides).map(([key, value]) => {
    const field = fieldOf(key);
    return {
      key,
      value: typeof value === 'number' && field ? String(toDisplay(field, value)) : String(value),
    };
  }),
});

const DeleteButton = ({ slug, scenario }: { slug: string; scenario: Scenario }) => {
  const { t } = useTranslation();
  const remove = useDeleteScenario();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={t('projects.scenarios.deleteLabel', { name: scenario.name })}
        onClick={() => setAsking(true)}
      >
        {t('projects.scenarios.delete')}
      </Button>
    );
  }
  return (
    <Stack gap={4} role="group" aria-label={t('projects.scenarios.deleteLabel', { name: scenario.name })}>
      <Text size="xs">{t('projects.scenarios.deleteConfirm', { name: scenario.name })}</Text>
      <Group gap={4}>
        <Button
          size="compact-xs"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate({ slug, id: scenario.id })}
        >
          {t('projects.scenarios.delete')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => setAsking(false)}>
          {t('projects.scenarios.cancel')}
        </Button>
      </Group>
    </Stack>
  );
};

const ScenariosTable = ({
  slug,
  data,
  onEdit,
}: {
  slug: string;
  data: ScenariosResponse;
  onEdit: (draft: Draft) => void;
}) => {
  const { t } = useTranslation();
  const figureText = useFigureText();
  const changesText = useChangesText();
  const columns = [
    { id: 'base', name: t('projects.scenarios.base'), figures: data.base, scenario: null },
    ...data.items.map((item) => ({ id: item.id, name: item.name, figures: item.figures, scenario: item })),
  ];
  return (
    <CaptionedTable caption={t('projects.scenarios.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('projects.scenarios.figure')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.id} scope="col" className={classes.numeric}>
              {column.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {FIGURES.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row">{t(`projects.scenarios.figures.${key}`)}</Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.id} className={classes.numeric}>
                {column.figures === null && column.scenario
                  ? t('projects.scenarios.unavailable')
                  : figureText(column.figures, key)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('projects.scenarios.changes')}</Table.Th>
          {columns.map((column) => (
            <Table.Td key={column.id}>
              {column.scenario ? (
                <Stack gap={4} align="flex-start">
                  <Text size="xs">{changesText(column.scenario)}</Text>
                  {column.scenario.figures && <Download slug={slug} scenario={column.scenario} />}
                  {data.can.edit && (
                    <Group gap={4}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t('projects.scenarios.editLabel', { name: column.scenario.name })}
                        onClick={() => column.scenario && onEdit(draftOf(column.scenario))}
                      >
                        {t('projects.scenarios.edit')}
                      </Button>
                      <DeleteButton slug={slug} scenario={column.scenario} />
                    </Group>
                  )}
                </Stack>
              ) : (
                <Text size="xs">{t('projects.scenarios.noChanges')}</Text>
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </CaptionedTable>
  );
};

/**
 * Scenarios side by side (issue 26, item 8): the project as saved beside its owner's scenarios, each
 * the model on the project's inputs with some changed; the owner's side adds, edits and deletes them.
 */
export const ScenariosSection = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const query = useScenarios(slug);
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <Section id="scenarios-heading" title={t('projects.scenarios.title')}>
      <Text size="xs" c="dark.4" mb="xs">
        {t('projects.scenarios.lead')}
      </Text>
      <QueryState query={query}>
        {(data) => (
          <>
            {data.items.length === 0 && (
              <Text size="sm" mb="xs">
                {data.can.edit ? t('projects.scenarios.emptyOwner') : t('projects.scenarios.empty')}
              </Text>
            )}
            <ScenariosTable slug={slug} data={data} onEdit={setEditing} />
            {data.can.edit &&
              (editing ? (
                <ScenarioForm
                  key={editing.id ?? 'new'}
                  slug={slug}
                  draft={editing}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <Button
                  mt="sm"
                  variant="light"
                  onClick={() => setEditing({ name: '', rows: [{ key: 'gasAvailableM3PerDay', value: '' }] })}
                >
                  {t('projects.scenarios.add')}
                </Button>
              ))}
          </>
        )}
      </QueryState>
    </Section>
  );
};
