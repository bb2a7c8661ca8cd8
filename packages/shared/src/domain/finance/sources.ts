/**
 * The documented defaults of a new project, each with its source in English and Spanish: the
 * technologies (efficiency, capex and its cost curve, O&M) and the project finance.
 */
import { DEFAULT_HHV_TO_LHV_RATIO } from '../heating-value.js';
import type { ProjectModelInputs } from './inputs.js';
import { DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS } from './tax.js';

// ---------------------------------------------------------------------------------------------
// Defaults: technologies and project finance
// ---------------------------------------------------------------------------------------------

/** The prime movers a gas-to-power project can choose (DESIGN §7, "technology"). */
export const TECHNOLOGY_IDS = ['reciprocating_engine', 'microturbine', 'gas_turbine'] as const;
export type TechnologyId = (typeof TECHNOLOGY_IDS)[number];

/** Typical cost and performance of one technology, as published, for a project's first figures. */
export type TechnologyDefaults = {
  /** Net electrical efficiency on the LHV basis of the model. */
  electricalEfficiency: number;
  /** Installed cost, USD per kW of net capacity. */
  capexUsdPerKw: number;
  /** Fixed O&M, USD per kW and year. */
  fixedOmUsdPerKwYear: number;
  /** Variable O&M, USD per MWh. */
  variableOmUsdPerMwh: number;
  /** Typical size of one unit (several units make a larger plant), MW. */
  unitSizeMw: { min: number; max: number };
  /**
   * The installed cost at the smallest and the largest system of the source's table (capexUsdPerKwOf
   * draws the cost curve between them): capexUsdPerKw is the figure at a typical size.
   */
  costCurve: { small: { mw: number; usdPerKw: number }; large: { mw: number; usdPerKw: number } };
  /** Where the cost curve comes from (the form shows it beside the capex), in English and Spanish. */
  costSource: string;
  costSourceEs: string;
  /** Where the figures come from, as shown on the Methodology page. */
  source: string;
  /** The same citation in Spanish. */
  sourceEs: string;
};

/**
 * Per-technology defaults. The EPA catalogue gives installed costs for complete CHP systems and one
 * O&M figure per kWh that includes the fixed part (service contracts are priced per kWh): it is entered
 * as variable O&M and fixed O&M is 0 — enter site staff and insurance as the project's fixed O&M.
 * Each figure is a value within the published range for the sizes a flare site supports (0.03–10 MW).
 * Efficiencies published on the higher heating value are converted to the model's LHV basis with the
 * methane ratio HHV/LHV ≈ 1.11 (ISO 6976:2016, ideal gas at 15 °C: gross ≈ 891.5, net 802.69 kJ/mol).
 */
export const TECHNOLOGIES: Readonly<Record<TechnologyId, TechnologyDefaults>> = {
  reciprocating_engine: {
    electricalEfficiency: 0.4,
    capexUsdPerKw: 2000,
    fixedOmUsdPerKwYear: 0,
    variableOmUsdPerMwh: 18,
    unitSizeMw: { min: 0.1, max: 10 },
    costCurve: { small: { mw: 0.1, usdPerKw: 2900 }, large: { mw: 9.3, usdPerKw: 1430 } },
    costSource:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2, installed cost of its engine systems: ' +
      'about 2,900 USD/kW at 100 kW to 1,430 USD/kW at 9.3 MW, a power law between them. These are CHP ' +
      'systems with heat recovery: for a power-only genset they are an upper estimate.',
    costSourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2, costo instalado de sus sistemas de ' +
      'motores: unos 2.900 USD/kW a 100 kW y 1.430 USD/kW a 9,3 MW, una ley de potencia entre ambos. Son ' +
      'sistemas de cogeneración con recuperación de calor: para un grupo electrógeno solo eléctrico son una ' +
      'estimación alta.',
    source:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2 Reciprocating internal combustion ' +
      'engines: installed cost about 1,430–2,900 USD/kW (larger to smaller units), O&M about 18 USD/MWh on ' +
      'average; electrical efficiency of spark-ignited gas engines of 1–10 MW about 36 % HHV = 40 % LHV.',
    sourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §2 motores alternativos de combustión ' +
      'interna: costo instalado de unos 1.430–2.900 USD/kW (de unidades mayores a menores), O&M de unos ' +
      '18 USD/MWh en promedio; eficiencia eléctrica de motores a gas de encendido por chispa de 1–10 MW de ' +
      'alrededor de 36 % PCS = 40 % PCI.',
  },
  microturbine: {
    electricalEfficiency: 0.28,
    capexUsdPerKw: 3000,
    fixedOmUsdPerKwYear: 0,
    variableOmUsdPerMwh: 13,
    unitSizeMw: { min: 0.03, max: 1 },
    costCurve: { small: { mw: 0.065, usdPerKw: 4300 }, large: { mw: 1, usdPerKw: 2500 } },
    costSource:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5, installed cost of its microturbine ' +
      'systems: about 4,300 USD/kW for a 65 kW unit to 2,500 USD/kW for a 1 MW package, a power law between ' +
      'them (CHP systems with heat recovery: an upper estimate for power only).',
    costSourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5, costo instalado de sus sistemas de ' +
      'microturbinas: unos 4.300 USD/kW para una unidad de 65 kW y 2.500 USD/kW para un paquete de 1 MW, una ' +
      'ley de potencia entre ambos (sistemas con recuperación de calor: una estimación alta solo eléctrica).',
    source:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5 Microturbines: units of 30–330 kW, ' +
      'packages up to 1,000 kW, installed cost about 2,500–4,300 USD/kW, O&M about 13 USD/MWh; efficiency ' +
      '28 % LHV (Capstone C60 technical reference 410005, ISO full load).',
    sourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §5 microturbinas: unidades de 30–330 kW, ' +
      'paquetes de hasta 1.000 kW, costo instalado de unos 2.500–4.300 USD/kW, O&M de unos 13 USD/MWh; ' +
      'eficiencia de 28 % PCI (referencia técnica Capstone C60 410005, plena carga ISO).',
  },
  gas_turbine: {
    electricalEfficiency: 0.3,
    capexUsdPerKw: 2500,
    fixedOmUsdPerKwYear: 0,
    variableOmUsdPerMwh: 11,
    unitSizeMw: { min: 1, max: 50 },
    costCurve: { small: { mw: 3, usdPerKw: 3300 }, large: { mw: 45, usdPerKw: 1250 } },
    costSource:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3, installed cost of its combustion ' +
      'turbine systems: about 3,300 USD/kW at 3 MW to 1,250 USD/kW at 45 MW, a power law between them (CHP ' +
      'systems with heat recovery: an upper estimate for simple cycle).',
    costSourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3, costo instalado de sus sistemas de ' +
      'turbinas: unos 3.300 USD/kW a 3 MW y 1.250 USD/kW a 45 MW, una ley de potencia entre ambos (sistemas ' +
      'con recuperación de calor: una estimación alta para ciclo simple).',
    source:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3 Combustion turbines: installed cost ' +
      'about 1,250–3,300 USD/kW (45 MW to 3 MW), O&M about 11 USD/MWh; simple-cycle efficiency of ' +
      'industrial turbines of 3–10 MW about 27 % HHV = 30 % LHV.',
    sourceEs:
      'US EPA CHP Partnership, "Catalog of CHP Technologies" (2017), §3 turbinas de combustión: costo ' +
      'instalado de unos 1.250–3.300 USD/kW (de 45 MW a 3 MW), O&M de unos 11 USD/MWh; eficiencia en ciclo ' +
      'simple de turbinas industriales de 3–10 MW de alrededor de 27 % PCS = 30 % PCI.',
  },
};

/**
 * The installed cost per kW of `capacityMw` MW of `technology` (issue 26.7): a power law through the two
 * ends of its source's table, cost = c_small × (P / P_small)^b with b = ln(c_large / c_small) /
 * ln(P_large / P_small) — the economy of scale of the catalogue's own systems — and the end's cost
 * outside them (no extrapolation). Rounded to the dollar.
 */
export const capexUsdPerKwOf = (technology: TechnologyId, capacityMw: number): number => {
  const { small, large } = TECHNOLOGIES[technology].costCurve;
  if (!(capacityMw > small.mw)) return small.usdPerKw;
  if (capacityMw >= large.mw) return large.usdPerKw;
  const exponent = Math.log(large.usdPerKw / small.usdPerKw) / Math.log(large.mw / small.mw);
  return Math.round(small.usdPerKw * (capacityMw / small.mw) ** exponent);
};

/** The financial inputs a new project starts from (everything that is not about the plant or the gas). */
export type ProjectFinanceDefaults = Required<
  Pick<
    ProjectModelInputs,
    | 'discountRate'
    | 'debtShare'
    | 'debtRate'
    | 'debtTenorYears'
    | 'taxRate'
    | 'depreciationYears'
    | 'lifetimeYears'
    | 'capacityFactor'
    | 'tariffEscalation'
    | 'costEscalation'
    | 'gasPriceUsdPerMmbtu'
    | 'tariffUsdPerMwh'
    | 'taxLossCarryForwardYears'
    | 'carbonPriceUsdPerTonne'
    | 'carbonStartYear'
    | 'carbonEscalation'
    | 'carbonShareSold'
    | 'carbonMethodology'
    | 'gasDeclineRate'
    | 'mirrFinanceRate'
    | 'mirrReinvestmentRate'
    | 'canStopEarly'
    | 'debtSizing'
    | 'targetMinDscr'
    | 'overhaulUsdPerKw'
    | 'overhaulIntervalHours'
    | 'salvageShareOfCapex'
    | 'receivableDays'
    | 'dsraMonths'
    | 'constructionYears'
  >
>;

/**
 * Defaults of a new project, for an Argentine project unless the user changes them. Sourced where a
 * public figure applies; the others are stated assumptions (DEFAULT_PROJECT_FINANCE_SOURCES says which).
 */
export const DEFAULT_PROJECT_FINANCE: Readonly<ProjectFinanceDefaults> = {
  discountRate: 0.1,
  debtShare: 0.6,
  debtRate: 0.09,
  debtTenorYears: 8,
  taxRate: 0.35,
  depreciationYears: 10,
  lifetimeYears: 20,
  capacityFactor: 0.85,
  tariffEscalation: 0.02,
  costEscalation: 0.02,
  gasPriceUsdPerMmbtu: 2,
  tariffUsdPerMwh: 80,
  taxLossCarryForwardYears: DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS,
  carbonPriceUsdPerTonne: 0,
  carbonStartYear: 2,
  carbonEscalation: 0,
  carbonShareSold: 0.9,
  carbonMethodology: 'flaring_and_grid',
  gasDeclineRate: 0,
  mirrFinanceRate: 0.09,
  mirrReinvestmentRate: 0.1,
  canStopEarly: false,
  debtSizing: 'annuity',
  targetMinDscr: 1.3,
  overhaulUsdPerKw: 0,
  overhaulIntervalHours: 60_000,
  salvageShareOfCapex: 0,
  receivableDays: 30,
  dsraMonths: 6,
  constructionYears: 1,
};

/** The source of each default of DEFAULT_PROJECT_FINANCE, or "Assumption: …" with the reasoning. */
export const DEFAULT_PROJECT_FINANCE_SOURCES: Readonly<Record<keyof ProjectFinanceDefaults, string>> = {
  discountRate:
    'Assumption: 10 %, above the 6.9 % average cost of capital of renewable power in Latin America ' +
    '(IRENA, "The cost of financing for renewable power", 2023) for Argentine country risk.',
  debtShare: 'Assumption: 60 % debt, a common project-finance gearing for small thermal plants.',
  debtRate: 'Assumption: 9 % a year in US dollars.',
  debtTenorYears: 'Assumption: 8 years, shorter than the plant life.',
  taxRate:
    'Argentina: top rate of the corporate income tax scale (25 %, 30 %, 35 %), Ley 27.630 (2021), art. 73 ' +
    'of the Ley de Impuesto a las Ganancias.',
  depreciationYears: 'Assumption: 10 years, straight line, the useful life usually taken for machinery.',
  lifetimeYears: 'Assumption: 20 years of operation, with overhauls paid from O&M.',
  capacityFactor: 'Assumption: 85 %, a base-load plant on associated gas with time out for maintenance.',
  tariffEscalation: 'Assumption: 2 % a year in US dollars.',
  costEscalation: 'Assumption: 2 % a year in US dollars.',
  gasPriceUsdPerMmbtu:
    'Assumption: 2 USD/MMBtu for gas that would otherwise be flared, below the wellhead prices of ' +
    'Argentine gas sold to power plants (2.04–2.30 USD/MMBtu in the 2021 MEGSA auctions) and the 3.70 ' +
    'USD/MMBtu cap of Plan Gas.Ar (Decreto 892/2020). Like those, a price as traded: per MMBtu of the ' +
    'gas’s higher heating value (HHV), which the model converts to the LHV basis of the efficiency with ' +
    'the gas’s own HHV/LHV ratio.',
  tariffUsdPerMwh: 'Assumption: 80 USD/MWh; enter the price of the project’s power purchase agreement.',
  taxLossCarryForwardYears:
    'Argentina: tax losses offset the profits of the next 5 years (Ley de Impuesto a las Ganancias, ' +
    't.o. 2019, art. 25).',
  carbonPriceUsdPerTonne:
    'Assumption: 0 USD/t until a buyer or a scheme is named; enter the price of the project’s offtake. ' +
    'For scale: Argentina’s carbon tax was set at the equivalent of about 10 USD per t CO2 (Ley 27.430, ' +
    '2017, title III).',
  carbonStartYear:
    'Assumption: from the second year of operation, since credits are issued once a first monitoring ' +
    'period has been verified.',
  carbonEscalation: 'Assumption: a flat price in US dollars.',
  carbonShareSold:
    'Assumption: 90 %. Under the Paris Agreement’s crediting mechanism (Article 6.4) 5 % of the credits ' +
    'issued go to the Adaptation Fund and at least 2 % are cancelled for overall mitigation (decision ' +
    '3/CMA.3, annex); some credits may stay unsold.',
  carbonMethodology:
    'The tonnes credited are the model’s avoided CO2e: the methane the flare lets out unburnt (UNFCCC CDM ' +
    'methodology AM0009, recovery and use of gas that would otherwise be flared) and the grid electricity ' +
    'the plant displaces (CDM methodological tool 07). Choose “flare methane only” where a programme ' +
    'credits the methane alone.',
  gasDeclineRate:
    'The flare’s own decline where its satellite series has 3 years or more (a least-squares exponential ' +
    'through the yearly volumes, EOG VIIRS; growth counts as 0); otherwise 0 %, a plateau: enter the ' +
    'field’s decline.',
  mirrFinanceRate:
    'Assumption: the debt interest rate, 9 %: what funding the years of negative cash flow costs.',
  mirrReinvestmentRate:
    'Assumption: the discount rate, 10 %: what the years of positive cash flow earn when reinvested.',
  canStopEarly:
    'Assumption: no, the plant runs its whole life; tick it to let it stop after the last year its revenue ' +
    'covers its fuel and O&M.',
  debtSizing:
    'Assumption: the debt share of capex in level payments (an annuity); choose “sized to the target DSCR” ' +
    'to borrow what the plant’s cash can serve, repaid as that cash comes in, as project lenders do.',
  targetMinDscr:
    'Assumption: 1.30, within the 1.2–1.5 lenders usually ask of small thermal plants (NREL System Advisor ' +
    'Model’s default target for debt sizing is 1.3).',
  overhaulUsdPerKw:
    'Assumption: 0, because the default O&M is the EPA CHP catalogue’s, which prices a service contract ' +
    'that includes the major overhauls; enter a cost when an O&M quote leaves them out.',
  overhaulIntervalHours:
    'MTU Onsite Energy, maintenance schedule MS50202/05E (2019) for its Series 4000 natural-gas generator ' +
    'sets: maintenance intervals from 3,000 to 63,000 operating hours, the last level the major overhaul; ' +
    'about 60,000 hours, rounded down. Older and smaller engines need one sooner (24,000–30,000 full-load ' +
    'hours for some makers: Gas Technology Institute, "Engine drive systems: maintenance").',
  salvageShareOfCapex:
    'NREL Annual Technology Baseline (ATB), financial assumptions: the salvage value of a plant is taken to ' +
    'offset its decommissioning cost, a net 0 % of capex.',
  receivableDays: 'Assumption: 30 days, a month’s invoice paid the following month.',
  dsraMonths:
    'E. R. Yescombe, "Principles of Project Finance" (2nd ed., 2014), reserve accounts: a debt-service ' +
    'reserve of the next 6 months’ debt service is usual.',
  constructionYears:
    '1 year, the capex spent over the year before operation, with interest on the debt drawn (half a ' +
    'year’s on each year’s draws). Packaged gas-engine and simple-cycle turbine plants of 1–50 MW are built ' +
    'in about a year: a sample engineering schedule of 13 months from authorisation to commercial operation ' +
    'for a packaged energy plant (9 months of construction; J. Grist, "Engineering and construction project ' +
    'management", appendix A), and NREL’s Annual Technology Baseline (2019), which gives gas plants one ' +
    'construction financing factor of 1.022 and notes that simple-cycle turbines are built faster than ' +
    'combined cycles. 0 puts the whole capex at the start of operation, as projects saved before this input.',
};

/** DEFAULT_PROJECT_FINANCE_SOURCES in Spanish, for Spanish screens. */
export const DEFAULT_PROJECT_FINANCE_SOURCES_ES: Readonly<Record<keyof ProjectFinanceDefaults, string>> = {
  discountRate:
    'Supuesto: 10 %, por encima del costo medio de capital de 6,9 % de la energía renovable en América ' +
    'Latina (IRENA, "The cost of financing for renewable power", 2023), por el riesgo país de Argentina.',
  debtShare:
    'Supuesto: 60 % de deuda, un apalancamiento habitual en la financiación de pequeñas centrales térmicas.',
  debtRate: 'Supuesto: 9 % anual en dólares estadounidenses.',
  debtTenorYears: 'Supuesto: 8 años, menos que la vida de la planta.',
  taxRate:
    'Argentina: tasa máxima de la escala del impuesto a las ganancias de sociedades (25 %, 30 %, 35 %), ' +
    'Ley 27.630 (2021), art. 73 de la Ley de Impuesto a las Ganancias.',
  depreciationYears: 'Supuesto: 10 años, en línea recta, la vida útil que suele tomarse para maquinaria.',
  lifetimeYears: 'Supuesto: 20 años de operación, con las revisiones mayores pagadas con el O&M.',
  capacityFactor: 'Supuesto: 85 %, una planta de carga base con gas asociado y paradas para mantenimiento.',
  tariffEscalation: 'Supuesto: 2 % anual en dólares estadounidenses.',
  costEscalation: 'Supuesto: 2 % anual en dólares estadounidenses.',
  gasPriceUsdPerMmbtu:
    'Supuesto: 2 USD/MMBtu por gas que de otro modo se quemaría, por debajo de los precios en boca de pozo ' +
    'del gas argentino vendido a centrales eléctricas (2,04–2,30 USD/MMBtu en las subastas de MEGSA de 2021) ' +
    'y del tope de 3,70 USD/MMBtu del Plan Gas.Ar (Decreto 892/2020). Como esos, un precio tal como se ' +
    'negocia: por MMBtu del poder calorífico superior (PCS) del gas, que el modelo convierte a la base PCI ' +
    'de la eficiencia con la relación PCS/PCI propia del gas.',
  tariffUsdPerMwh:
    'Supuesto: 80 USD/MWh; ingrese el precio del contrato de compraventa de energía del proyecto.',
  taxLossCarryForwardYears:
    'Argentina: los quebrantos impositivos se compensan con las ganancias de los 5 años siguientes (Ley de ' +
    'Impuesto a las Ganancias, t.o. 2019, art. 25).',
  carbonPriceUsdPerTonne:
    'Supuesto: 0 USD/t hasta que haya un comprador o un régimen; ingrese el precio del contrato de venta ' +
    'del proyecto. Como referencia: el impuesto al carbono de Argentina se fijó en el equivalente de unos ' +
    '10 USD por t de CO2 (Ley 27.430, 2017, título III).',
  carbonStartYear:
    'Supuesto: desde el segundo año de operación, porque los créditos se emiten una vez verificado un ' +
    'primer período de monitoreo.',
  carbonEscalation: 'Supuesto: un precio constante en dólares estadounidenses.',
  carbonShareSold:
    'Supuesto: 90 %. En el mecanismo de créditos del Acuerdo de París (artículo 6.4) el 5 % de los créditos ' +
    'emitidos va al Fondo de Adaptación y al menos el 2 % se cancela para la mitigación global (decisión ' +
    '3/CMA.3, anexo); algunos créditos pueden quedar sin vender.',
  carbonMethodology:
    'Las toneladas acreditadas son el CO2e evitado del modelo: el metano que la antorcha deja escapar sin ' +
    'quemar (metodología MDL AM0009 de la CMNUCC, recuperación y uso de gas que de otro modo se quemaría) ' +
    'y la electricidad de la red que la planta desplaza (herramienta metodológica 07 del MDL). Elija ' +
    '“solo el metano de la antorcha” donde un programa acredite solo el metano.',
  gasDeclineRate:
    'La declinación propia de la antorcha cuando su serie satelital tiene 3 años o más (una exponencial por ' +
    'mínimos cuadrados de los volúmenes anuales, EOG VIIRS; un crecimiento cuenta como 0); si no, 0 %, una ' +
    'meseta: ingrese la declinación del yacimiento.',
  mirrFinanceRate:
    'Supuesto: la tasa de interés de la deuda, 9 %: lo que cuesta financiar los años de flujo de caja negativo.',
  mirrReinvestmentRate:
    'Supuesto: la tasa de descuento, 10 %: lo que rinden los años de flujo de caja positivo al reinvertirse.',
  canStopEarly:
    'Supuesto: no, la planta opera toda su vida; márquelo para que se detenga después del último año en que ' +
    'sus ingresos cubren su combustible y su O&M.',
  debtSizing:
    'Supuesto: la proporción de deuda del capex en cuotas iguales (una anualidad); elija «dimensionado al DSCR ' +
    'objetivo» para pedir lo que la caja de la planta puede servir, amortizado a medida que entra esa caja, ' +
    'como hacen los prestamistas de proyectos.',
  targetMinDscr:
    'Supuesto: 1,30, dentro del 1,2–1,5 que los prestamistas suelen pedir a pequeñas centrales térmicas (el ' +
    'objetivo por defecto del System Advisor Model de NREL para dimensionar deuda es 1,3).',
  overhaulUsdPerKw:
    'Supuesto: 0, porque el O&M por defecto es el del catálogo CHP de la EPA, que cotiza un contrato de ' +
    'servicio que incluye los overhauls mayores; ingrese un costo cuando una cotización de O&M los excluya.',
  overhaulIntervalHours:
    'MTU Onsite Energy, programa de mantenimiento MS50202/05E (2019) de sus grupos electrógenos a gas natural ' +
    'Serie 4000: intervalos de 3.000 a 63.000 horas de operación, cuyo último nivel es el overhaul mayor; ' +
    'unas 60.000 horas, redondeado hacia abajo. Motores más viejos o más chicos lo necesitan antes (24.000–' +
    '30.000 horas a plena carga para algunos fabricantes: Gas Technology Institute, "Engine drive systems: ' +
    'maintenance").',
  salvageShareOfCapex:
    'NREL Annual Technology Baseline (ATB), supuestos financieros: el valor de rescate de una planta se ' +
    'considera igual a su costo de desmantelamiento, un neto de 0 % del capex.',
  receivableDays: 'Supuesto: 30 días, la factura de un mes cobrada el mes siguiente.',
  dsraMonths:
    'E. R. Yescombe, "Principles of Project Finance" (2.ª ed., 2014), cuentas de reserva: lo habitual es una ' +
    'reserva de servicio de deuda de los próximos 6 meses de servicio.',
  constructionYears:
    '1 año, el capex gastado durante el año anterior a la operación, con interés sobre la deuda desembolsada ' +
    '(medio año sobre los desembolsos de cada año). Las plantas de motores a gas y de turbinas en ciclo simple ' +
    'de 1–50 MW, en paquetes, se construyen en alrededor de un año: un cronograma de ingeniería de ejemplo de ' +
    '13 meses desde la autorización hasta la operación comercial de una planta de energía en paquetes (9 meses ' +
    'de construcción; J. Grist, "Engineering and construction project management", apéndice A), y el Annual ' +
    'Technology Baseline de NREL (2019), que da a las centrales a gas un único factor de financiación de la ' +
    'construcción de 1,022 y señala que las turbinas de ciclo simple se construyen más rápido que los ciclos ' +
    'combinados. 0 pone todo el capex al inicio de la operación, como en los proyectos guardados antes de este dato.',
};

/**
 * A complete, valid set of inputs for a new project of `capacityMw` MW of `technology` burning gas of
 * `gasLhvMjPerM3` (and `gasHhvMjPerM3`, else the LHV × the default gas's ratio, to 0.01 MJ/m³):
 * TECHNOLOGIES for the plant (capex = capexUsdPerKwOf × 1000 × MW, fixed O&M = USD/kW × 1000 × MW) and
 * DEFAULT_PROJECT_FINANCE for the rest.
 */
export const defaultProjectInputs = ({
  technology,
  capacityMw,
  gasLhvMjPerM3,
  gasHhvMjPerM3,
}: {
  technology: TechnologyId;
  capacityMw: number;
  gasLhvMjPerM3: number;
  gasHhvMjPerM3?: number;
}): ProjectModelInputs => {
  const plant = TECHNOLOGIES[technology];
  return {
    ...DEFAULT_PROJECT_FINANCE,
    capacityMw,
    gasLhvMjPerM3,
    gasHhvMjPerM3: gasHhvMjPerM3 ?? Math.round(gasLhvMjPerM3 * DEFAULT_HHV_TO_LHV_RATIO * 100) / 100,
    electricalEfficiency: plant.electricalEfficiency,
    capexUsd: capexUsdPerKwOf(technology, capacityMw) * 1000 * capacityMw,
    fixedOmUsdPerYear: plant.fixedOmUsdPerKwYear * 1000 * capacityMw,
    variableOmUsdPerMwh: plant.variableOmUsdPerMwh,
  };
};
