import {
  CLUSTER_MAX_MEMBERS,
  DAYS_PER_YEAR,
  GATHERING_LINE_USD_PER_KM,
  GATHERING_RADIUS_KM,
  DEFAULT_COMBUSTION_EFFICIENCY,
  defaultCompositionSource,
  DEFAULT_COMPOSITION,
  DEFAULT_ELECTRICAL_EFFICIENCY,
  DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH,
  DEFAULT_GWP_HORIZON,
  DEFAULT_PROJECT_FINANCE,
  FT3_PER_M3,
  GWP100_CH4,
  GWP20_CH4,
  HOURS_PER_YEAR,
  JOULES_PER_BTU,
  methodologyDictionaries,
  M3_PER_BBL,
  MIN_OPERATOR_PROGRESS_YEARS,
  MJ_PER_MMBTU,
  MJ_PER_MWH,
  MOLAR_MASS_CH4_G_PER_MOL,
  MOLAR_MASS_CO2_G_PER_MOL,
  MOLAR_VOLUME_M3_PER_KMOL,
  SECONDS_PER_DAY,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  TONNES_PER_SHORT_TON,
  UNSEEN_MIN_SURVIVAL,
  ZERO_ROUTINE_FLARING_YEAR,
} from '@flarescope/shared';
import { Anchor, Box, Code, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SourcesList } from '../../../domains/flaring/components/sources-list';
import { CompositionTable } from '../../../domains/flaring/components/composition-table';
import { CaptionedTable } from '../../../components/ui/table-scroll';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useWorldSummary } from '../../../domains/flaring/api/get-world-summary';
import { useFormat } from '../../../lib/format';
import { addDictionarySections } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

addDictionarySections(methodologyDictionaries);

type SectionId = keyof (typeof methodologyDictionaries)['en']['methodology']['sections'];

/** The sections in reading order; each has a heading, paragraphs and a source in the dictionaries. */
const SECTIONS: readonly SectionId[] = [
  'volumes',
  'co2',
  'ch4',
  'co2e',
  'efficiency',
  'composition',
  'intensity',
  'index',
  'counts',
  'ranks',
  'power',
  'progress',
  'attribution',
  'operators',
  'nightly',
  'usOperators',
  'units',
  'finance',
  'supply',
  'screening',
  'clusters',
];

/** Per-technology defaults of the finance model (TECHNOLOGIES), each with its published source. */
const TechnologyDefaultsTable = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const columns = ['efficiency', 'capex', 'fixedOm', 'variableOm', 'unitSize'] as const;
  return (
    <div>
      <Box mt="sm">
        <CaptionedTable caption={t('methodology.technologies.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('methodology.technologies.technology')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" ta="right">
                  {t(`methodology.technologies.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TECHNOLOGY_IDS.map((id) => {
              const technology = TECHNOLOGIES[id];
              return (
                <Table.Tr key={id}>
                  <Table.Th scope="row" fw={400}>
                    {t(`methodology.technologies.names.${id}`)}
                  </Table.Th>
                  <Table.Td ta="right">{format.percent(technology.electricalEfficiency * 100, 1)}</Table.Td>
                  <Table.Td ta="right">{format.integer(technology.capexUsdPerKw)}</Table.Td>
                  <Table.Td ta="right">{format.decimal(technology.fixedOmUsdPerKwYear, 2)}</Table.Td>
                  <Table.Td ta="right">{format.decimal(technology.variableOmUsdPerMwh, 2)}</Table.Td>
                  <Table.Td ta="right">
                    {format.decimal(technology.unitSizeMw.min, 2)}–
                    {format.decimal(technology.unitSizeMw.max, 2)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </CaptionedTable>
      </Box>
      <List size="sm" mt="xs" c="dark.5" spacing={4}>
        {TECHNOLOGY_IDS.map((id) => (
          <List.Item key={id}>
            {t(`methodology.technologies.names.${id}`)}:{' '}
            {i18n.language === 'es' ? TECHNOLOGIES[id].sourceEs : TECHNOLOGIES[id].source}
          </List.Item>
        ))}
      </List>
    </div>
  );
};

/**
 * The Methodology page (DESIGN §6 and §7): every formula with its source, the default composition, the
 * conversion constants, the gas-to-power financial model with its defaults, and the data sources with
 * their licences and periods. The numbers come from packages/shared, the same constants the API
 * computes with.
 */
export const MethodologyScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const world = useWorldSummary(DEFAULT_GWP_HORIZON);
  useDocumentTitle(t('methodology.title'));
  const n = (value: number, digits = 4) => format.decimal(value, digits);
  const formulas: Partial<Record<SectionId, string>> = {
    co2: `CO₂ [t] = V / ${n(MOLAR_VOLUME_M3_PER_KMOL)} × [η · Σ(yᵢ · nCᵢ) + y(CO₂)] × ${n(MOLAR_MASS_CO2_G_PER_MOL)} / 1000`,
    ch4: `CH₄ [t] = V / ${n(MOLAR_VOLUME_M3_PER_KMOL)} × (1 − η) · y(CH₄) × ${n(MOLAR_MASS_CH4_G_PER_MOL)} / 1000`,
    co2e: `CO₂e [t] = CO₂ + GWP · CH₄   (GWP100 = ${n(GWP100_CH4)}, GWP20 = ${n(GWP20_CH4)})`,
    intensity: `${t('methodology.symbols.intensity')} = V / ${t('methodology.symbols.oil')}`,
    index: `${t('methodology.symbols.index')} = V / ${t('methodology.symbols.gas')} × 100`,
    power: `P [MW] = V_day [m³/d] × LHV [MJ/m³] × η_el / ${format.integer(SECONDS_PER_DAY)}`,
    finance: methodologyDictionaries.en.methodology.financeFormulas
      .map((_, index) =>
        t(`methodology.financeFormulas.${index}`, {
          hours: format.integer(HOURS_PER_YEAR),
          mjPerMwh: format.integer(MJ_PER_MWH),
          days: format.integer(DAYS_PER_YEAR),
          mmbtu: n(MJ_PER_MMBTU, 3),
          molarVolume: n(MOLAR_VOLUME_M3_PER_KMOL),
          ch4: n(MOLAR_MASS_CH4_G_PER_MOL),
          co2: n(MOLAR_MASS_CO2_G_PER_MOL),
        }),
      )
      .join('\n'),
  };
  const finance = DEFAULT_PROJECT_FINANCE;
  const percent = (fraction: number) => format.percent(fraction * 100, 1);
  const values = {
    efficiency: format.percent(DEFAULT_COMBUSTION_EFFICIENCY * 100, 0),
    electrical: format.percent(DEFAULT_ELECTRICAL_EFFICIENCY * 100, 0),
    gwp100: n(GWP100_CH4),
    gwp20: n(GWP20_CH4),
    year: ZERO_ROUTINE_FLARING_YEAR,
    minYears: MIN_OPERATOR_PROGRESS_YEARS,
    scf: n(FT3_PER_M3),
    bbl: n(M3_PER_BBL, 6),
    shortTon: n(TONNES_PER_SHORT_TON, 6),
    btu: n(JOULES_PER_BTU, 3),
    mmbtu: n(MJ_PER_MMBTU, 3),
    carryForward: finance.taxLossCarryForwardYears,
    methane: format.percent(DEFAULT_COMPOSITION.c1 * 100, 2),
    gridFactor: n(DEFAULT_GRID_EMISSION_FACTOR_TCO2_PER_MWH, 2),
    discountRate: percent(finance.discountRate),
    debtShare: percent(finance.debtShare),
    debtRate: percent(finance.debtRate),
    debtTenor: finance.debtTenorYears,
    taxRate: percent(finance.taxRate),
    depreciation: finance.depreciationYears,
    lifetime: finance.lifetimeYears,
    capacityFactor: percent(finance.capacityFactor),
    escalation: percent(finance.costEscalation),
    gasPrice: n(finance.gasPriceUsdPerMmbtu, 2),
    tariff: n(finance.tariffUsdPerMwh, 2),
    unseenMinSurvival: format.percent(UNSEEN_MIN_SURVIVAL * 100, 0),
    microturbineMw: n(TECHNOLOGIES.microturbine.costCurve.large.mw),
    engineMw: n(TECHNOLOGIES.reciprocating_engine.costCurve.large.mw),
    turbineMw: n(TECHNOLOGIES.gas_turbine.costCurve.large.mw),
    radiusKm: n(GATHERING_RADIUS_KM.default),
    radiusMin: n(GATHERING_RADIUS_KM.min, 1),
    radiusMax: n(GATHERING_RADIUS_KM.max),
    maxMembers: CLUSTER_MAX_MEMBERS,
    usdPerKm: format.integer(GATHERING_LINE_USD_PER_KM),
  };

  return (
    <Container size="md" py="xl">
      <PageHeader title={t('methodology.title')} lead={t('methodology.lead')} />
      <Paper withBorder p="md" component="nav" aria-labelledby="methodology-contents" mb="xl">
        <Title order={2} size="h5" id="methodology-contents">
          {t('methodology.contents')}
        </Title>
        <List type="ordered" mt="xs" spacing={2} size="sm">
          {[...SECTIONS, 'sources' as const].map((id) => (
            <List.Item key={id}>
              <Anchor href={`#${id}`} size="sm">
                {id === 'sources'
                  ? t('methodology.sourcesTitle')
                  : t(`methodology.sections.${id}.heading`, values)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Stack gap="xl">
        {SECTIONS.map((id) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`}>
            <Title order={2} size="h3" id={`${id}-heading`}>
              {t(`methodology.sections.${id}.heading`, values)}
            </Title>
            {formulas[id] && (
              // A long formula scrolls sideways: the box takes the keyboard focus so arrow keys scroll it.
              <Code block mt="sm" fz="sm" tabIndex={0}>
                {formulas[id]}
              </Code>
            )}
            {methodologyDictionaries.en.methodology.sections[id].paragraphs.map((_, index) => (
              <Text key={index} mt="sm">
                {t(`methodology.sections.${id}.paragraphs.${index}`, values)}
              </Text>
            ))}
            {id === 'composition' && (
              <div>
                <Box maw={420} mt="sm">
                  <CompositionTable
                    components={DEFAULT_COMPOSITION}
                    caption={t('methodology.compositionCaption')}
                  />
                </Box>
                <Text size="sm" mt="xs" c="dark.5">
                  {defaultCompositionSource(i18n.language)}
                </Text>
              </div>
            )}
            {id === 'finance' && <TechnologyDefaultsTable />}
            {/* File names and repository paths are long unbroken words: they wrap anywhere on a phone. */}
            <Text size="sm" mt="sm" c="dark.4" style={{ overflowWrap: 'anywhere' }}>
              {t('methodology.sourceLabel', { source: t(`methodology.sections.${id}.source`) })}
            </Text>
          </section>
        ))}
        <section id="sources" aria-labelledby="sources-title">
          <Title order={2} size="h3" id="sources-title">
            {t('methodology.sourcesTitle')}
          </Title>
          <Text mt="sm">{t('methodology.sourcesLead')}</Text>
          <List mt="sm" spacing="xs">
            {methodologyDictionaries.en.methodology.datasets.map((_, index) => (
              <List.Item key={index}>
                <Text size="sm">{t(`methodology.datasets.${index}`)}</Text>
              </List.Item>
            ))}
          </List>
          {world.data && (
            <Paper withBorder p="md" mt="md">
              <SourcesList sources={world.data.sources} headingOrder={3} withMethodologyLink={false} />
            </Paper>
          )}
          <Anchor component={Link} to={paths.flaring.world} mt="md" display="inline-block">
            {t('methodology.backToExplorer')}
          </Anchor>
        </section>
      </Stack>
    </Container>
  );
};
