/**
 * The Methodology page: every formula of packages/shared/src/domain/flaring-math.ts, units.ts and
 * finance/ with its source (DESIGN §6 and §7). Constants are interpolated from the code
 * ({{gwp100}}, {{efficiency}} …).
 */
export const methodology = {
  title: 'Methodology',
  lead: 'How every figure in the Flaring Explorer is obtained: the data behind it, each formula with its published source, and the assumptions we make where data is missing.',
  contents: 'Contents',
  sourceLabel: 'Source: {{source}}',
  compositionCaption: 'Default associated-gas composition (mol %)',
  symbols: {
    intensity: 'intensity [m³/bbl]',
    oil: 'oil produced [bbl]',
    index: 'index [%]',
    gas: 'gas produced [m³]',
  },
  sections: {
    volumes: {
      heading: 'Flared gas',
      paragraphs: [
        'Flared gas is a volume in cubic metres at 15 °C and 101.325 kPa. Each figure says the period it covers: a year for the satellite catalogue, a month for operator and regulator reports.',
        'Satellite volumes are estimates of the Earth Observation Group from the radiant heat that the VIIRS instrument sees at night (VIIRS Nightfire, calibration d.7_slope_0.029353); they are not metered volumes. EOG notes that the calibration overestimates small flares.',
        'The World Bank and the Energy Institute publish their own country totals; we show them beside our sum of flares and never mix them. The Energy Institute standardises volumes to 40 MJ/m³ and, before 2013, used Cedigaz data.',
        'A satellite sees all the flaring of a site: it cannot tell routine flaring from safety or other non-routine flaring, and none of the sources we hold splits them. So we say “flaring” wherever the split is unknown, and mark a flare routine or not routine only where a source says so (otherwise “Not known”). “Zero routine flaring by 2030” is the goal the figures are measured against, not something they measure. The Energy Institute’s world line is its own published “Total World”.',
      ],
      source:
        'Earth Observation Group, Payne Institute, Colorado School of Mines — VIIRS Nightfire global gas flaring; World Bank GGFR; Energy Institute Statistical Review of World Energy 2024.',
    },
    co2: {
      heading: 'CO2 emissions',
      paragraphs: [
        'V is the flared volume in m³, 23.645 m³/kmol the molar volume of an ideal gas at 15 °C and 101.325 kPa, yᵢ the mole fraction and nCᵢ the number of carbon atoms of each hydrocarbon (C6+ counted as 6), η the combustion efficiency and 44.01 kg/kmol the molar mass of CO2. The CO2 already in the gas passes through the flame.',
      ],
      source:
        '40 CFR 98.233(n) (US EPA, Subpart W, flare stacks); API Compendium of Greenhouse Gas Emissions Methodologies (2021), §4.6.',
    },
    ch4: {
      heading: 'Unburnt methane',
      paragraphs: [
        'The share 1 − η of the methane leaves the flare unburnt; 16.04 kg/kmol is the molar mass of methane.',
      ],
      source: '40 CFR 98.233(n) (uncombusted methane); API Compendium 2021, §4.6.',
    },
    co2e: {
      heading: 'CO2-equivalent and the GWP horizon',
      paragraphs: [
        'CO2e adds the warming of the unburnt methane to the CO2. Over 100 years a tonne of fossil methane warms like {{gwp100}} t of CO2 (GWP100, the default); over 20 years like {{gwp20}} t (GWP20). The switch above every view changes the horizon of every CO2e figure.',
      ],
      source: 'IPCC AR6 Working Group I (2021), Table 7.15, fossil methane.',
    },
    efficiency: {
      heading: 'Combustion efficiency',
      paragraphs: [
        'Where a flare’s efficiency is not measured we assume {{efficiency}} of the hydrocarbons burn, and flag the figure as a default value.',
        'Field studies of lit flares in US basins measured about 95 % (Plant et al., Science 377:1566–1571, 2022), so beside each CO2e figure computed with the default we give a range: from the default efficiency down to 95 %. Unburnt methane weighs most in CO2e, so the lower efficiency gives the higher figure.',
      ],
      source: '40 CFR 98.233(n); API Compendium 2021, §4.6 (flares).',
    },
    composition: {
      heading: 'Gas composition',
      paragraphs: [
        'Emissions and heating values depend on the gas burnt. No laboratory chromatography of flared gas is published in the data we hold, so until an operator reports one we use the default associated-gas composition of OPGEE below, and flag every figure computed from it. OPGEE gives the butanes as one C4 figure; we enter it as n-butane.',
        'Our default is associated gas, so for other kinds of site the range beside each CO2e figure also runs over a second published gas, per flare type, where one exists. Refineries: from the default up to the “fuel gas” refineries make and burn (US EPA, 40 CFR Part 98, Subpart C, Table C-1: 1.388 × 10⁻³ MMBtu/scf × 59.00 kg CO2/MMBtu, 2.89 kg CO2 per m³ burnt, against 2.00 kg for the default). LNG terminals and gas processing plants: from pipeline-quality natural gas (the same table: 1.026 × 10⁻³ MMBtu/scf × 53.06 kg CO2/MMBtu, 1.92 kg per m³) up to the default, a gas plant’s raw inlet gas. Upstream oil-field and gas-field flares, oil processing plants and other sites keep the default gas and the efficiency range alone: no published source gives their gas by type. Table C-1 gives no methane share, so unburnt methane is the default gas’s 89.18 % at every end; EPA’s standard cubic foot (60 °F) and our m³ (15 °C) differ by 0.2 %.',
        'Per 1,000 m³ on the defaults (GWP100): an upstream flare 2.33 to 2.81 t CO2e, a refinery 2.33 to 3.65 t, an LNG terminal or gas plant 2.24 to 2.81 t. Hydrogen-rich refinery flare gas can carry less carbon than either end, which no default covers; a measured composition replaces the range. In the data we ship every flare of the latest year is upstream, so the world’s, countries’ and companies’ ranges are the efficiency range; the gas range shows on refinery, LNG and gas-plant sites.',
      ],
      source:
        'OPGEE v4 default field (Stanford University); El-Houjeiri, Brandt & Duffy, Environ. Sci. Technol. 47(11):5998–6006, 2013; US EPA, 40 CFR Part 98, Subpart C, Table C-1 (81 FR 89188, Dec. 9, 2016), “Fuel Gas” and “Natural Gas (Weighted U.S. Average)”.',
    },
    intensity: {
      heading: 'Flaring intensity',
      paragraphs: [
        'Cubic metres of gas flared per barrel of oil produced in the same period. For countries we show the World Bank’s published intensity; for companies we divide our flared volume by the reported oil production.',
        'A company’s intensity and flaring index need production and flaring of the same full year. The Neuquina operators’ monthly production covers 2025–2026 while the satellite flaring ends in 2024, so for now they cannot be computed, and the figure says so. The Secretaría de Energía’s cumulative production per concession (2006–2026) is one total per concession with no breakdown by year, so it cannot stand in for a year’s production.',
      ],
      source: 'World Bank Global Gas Flaring Tracker (definition of flaring intensity).',
    },
    index: {
      heading: 'Flaring index',
      paragraphs: [
        'Our own measure: the share of the gas produced that is flared, in percent. It is not capped at 100 %: a higher value shows that the satellite estimate and the reported production disagree.',
      ],
      source: 'Flarescope definition, as set out on this page.',
    },
    counts: {
      heading: 'Active flares and last month',
      paragraphs: [
        'Active flares are the flares with a flared volume above zero in the latest period; a flare seen by two sources counts once. The last month is the most recent month with monthly data; satellite data is annual, so it appears only once operator or regulator reports are imported.',
      ],
      source: 'Flarescope definitions, as set out on this page.',
    },
    ranks: {
      heading: 'World rank and country rank',
      paragraphs: [
        'Countries and companies are ranked by flared gas in the latest full year, 1 being the largest. Equal volumes share a rank and the next rank is skipped (1, 2, 2, 4). Whoever did not flare that year has no rank, and neither has “Not attributed”.',
        'A country is ranked among every country that flared. A company is ranked only among the operators a source names (“1 of 23 named operators”): flaring nobody attributes is not an operator, and in countries without operator data nobody is ranked, so the rank says how many operators and countries it covers.',
        'A company is also ranked as its group: each company rolled up to its owner where a public source names one (Vostsibneftegaz, Yuganskneftegaz and Taas-Yuryakh to Rosneft), else to itself under the same name in every country (Eni in Algeria, Egypt, Libya, Mexico and Nigeria), among every named group (“7 of 326 named groups”).',
      ],
      source: 'Flarescope definitions, as set out on this page; standard competition ranking.',
    },
    power: {
      heading: 'Power potential',
      paragraphs: [
        'The electrical power a flare’s gas could feed instead of being flared: the daily volume times the lower heating value of the gas times an electrical efficiency of {{electrical}} (typical of gas engines and simple-cycle turbines of 1–10 MW); MJ per day divided by 86,400 s gives MW.',
        'The lower heating value is the sum of each component’s ideal-gas net calorific value at 15 °C weighted by its mole fraction.',
        'Flares do not burn every night. EOG’s annual volume is built from the radiant heat of the nights a flare was seen, spread over all cloud-free nights, so the power above is a yearly average. Where the source gives a detection frequency (the share of cloud-free nights with a detection), we also show the power while lit — the average divided by that share — which is what a generator would have to take, running that share of the time. A flare whose latest volume is from an earlier year than the latest satellite year says “last seen in …”: it may be out today.',
      ],
      source:
        'ISO 6976:2016 (calorific values); GPSA Engineering Data Book, Fig. 23-2 (cross-check); Elvidge et al., “Methods for global survey of natural gas flaring from Visible Infrared Imaging Radiometer Suite data”, Energies 9(1):14, 2016 (annual volumes and detection frequency).',
    },
    progress: {
      heading: 'Progress toward zero routine flaring by {{year}}',
      paragraphs: [
        'The on-track line runs straight from the first year with data to zero in {{year}}: a country or company is on track when its latest volume is at or under that line. The trend is the least-squares line through the last five years; where it crosses zero is the projected year.',
        'Both ends of the comparison and the trend come from one source, named beside it: the World Bank’s published series where it covers the country or the world (2012 to its latest year), otherwise our satellite sum alone (2017 on). We never set one publisher’s latest year against another’s baseline.',
        'Operators are judged the same way, on the one series that names them: the satellite volume of the flares attributed to them (no publisher reports flaring by operator), from their first year with attributed flaring, and only with at least {{minYears}} years of data — with two, a single year’s change would decide the verdict. “Not attributed” is no operator and gets no verdict. Because the satellite catalogue is filtered on each site’s latest year, an operator’s earlier years lose more than its latest: the satellite line is harder to stay under than the truth, and a verdict of “off track” should be read with that in mind.',
      ],
      source:
        'World Bank “Zero Routine Flaring by 2030” initiative; Flarescope definitions, as set out on this page.',
    },
    attribution: {
      heading: 'Who operates a flare',
      paragraphs: [
        'Argentine flares are attributed to the operator of the concession they fall in (point in polygon against the concession outlines of the Secretaría de Energía). Every other flare belongs to its country’s “Not attributed” company until operator or regulator data names its operator: we never guess.',
        'Concessions change hands, so a flare’s volume is attributed year by year. The Secretaría’s production by concession and company (2006–2026) gives each company’s first and last month in a concession; a year goes to the company with the most months in it (a company that took over in May has 8 of 12), and on equal months to the later arrival. The company is the one that declared the production, under its one name: a company that was renamed (Vista Oil & Gas → Vista Energy, Wintershall Energía → Wintershall Dea) or whose business passed to another entity of the same group (Pan American Energy’s Argentine branch → Pan American Energy SL) is one company, with the evidence on its page (see “One company, one name” below); a partner that declared appears under its own name. Years no company produced in the concession stay with the operator of today’s outline. In the catalogue years 2017–2024 this moves 129 of the 592 flare-years inside Argentine concessions (784 million m³) from today’s operator to the one of the time; before renamed companies were joined it was 141 (876 million m³), the difference being renamings, not changes of operator. Aguada Federal’s flaring of 2017–2021 is Wintershall Dea’s, Cañadón Amarillo’s YPF’s until Quintana took over in 2025. A flare is filed (its page’s address) under the operator of its latest dated year with a volume: Cañadón Amarillo’s flares, seen only in YPF’s years, are YPF’s. A flare’s page lists its operator by year, and a company’s flare count includes every flare it ran in any year, so a flare that changed hands counts for each of its operators.',
        'Flare sites within 500 m of each other are merged across years in the satellite catalogue, which can join two neighbouring flares or split one.',
        'The satellite catalogue we ship is filtered by whoever built it from EOG’s yearly files: it keeps upstream sites only and drops every site whose most recent volume is under 30 Mcf/d (about 0.00031 bcm a year; 8,374 sites). Its 2017 total is 129.1 bcm against EOG’s own 138.5 bcm upstream, our sum is below the World Bank’s in every one of the 20 largest flaring countries (world 2023: 141.0 against 147.66 bcm, −4.5 %; 2019: −12 %), and because the filter looks at the latest year, earlier years lose more: a satellite trend overstates growth (+15.6 % from 2017 to 2024, against the World Bank’s +4.9 % from 2017 to 2023). That is why progress to 2030 uses the World Bank’s series wherever it exists.',
        'Beside each series chart of the world and of a country we give our satellite sum against the World Bank year by year, for the years both have (the world: −8.2 % in 2017, −12.0 % in 2019, −4.5 % in 2023). The difference is not a trend: it is smaller in recent years because the catalogue keeps or drops each site by its latest year’s volume.',
      ],
      source:
        'Secretaría de Energía de la Nación (Argentina), Concesiones de explotación and production by concession and company 2006–2026 (Capítulo IV); EOG flare catalogue 2017–2024.',
    },
    operators: {
      heading: 'Operators worldwide',
      paragraphs: [
        'Outside Argentina, operators are named by the World Bank’s per-flare workbook (“Flare Volume Estimates by Individual Flare Location”, GGFR/GFMR), which gives each upstream flare site of a year its field, field type and field operator. We ship its 2024 rows for 16 countries and Nigeria’s rows for every year 2012–2024; an administrator imports the whole workbook, every country and year, in one step. Its volumes come from the same satellite detections as our catalogue, so we do not load them twice: the workbook names the operator, the catalogue gives the volume.',
        'Each World Bank site is matched to the nearest catalogue flare of its country within 1.5 km — two VIIRS pixels (750 m at nadir). On the shipped rows, 3,161 of 3,811 sites of 2024 (99.0 % of their volume) sit within 10 m of a catalogue flare: the same detection, with coordinates rounded to 4 decimals. The 1.5 km radius adds 224 sites (0.25 % of the volume); further out, the nearest flare is usually another flare of the same field. One site names one flare per year; when two sites claim the same flare, the larger volume wins and the other is listed in the import’s summary, with the sites that match no flare (LNG plants the upstream catalogue leaves out, sites with no volume that year). The distance of each match is on the flare’s page. The candidates are the upstream catalogue’s flares and EOG’s downstream sites of 2017 (refineries, oil and gas plants, LNG plants): 37 of the shipped site-years match a 2017 downstream site (36 of them LNG plants), which names its operator but carries satellite volume only in 2017. The named share is of the satellite upstream catalogue (149.2 bcm in 2024): it leaves out refineries and LNG plants, which the catalogue does not hold, and the catalogue’s smallest sites (under about 30 Mcf/d in their latest year).',
        'Precedence: where a national regulator dates a flare-year (the Secretaría de Energía in Argentina), its record wins over the World Bank’s, and the flare’s page says so.',
        'Years: the World Bank names operators for the years its rows cover (2024 in the shipped files; every year for Nigeria). We never copy a 2024 operator back into earlier years as if a source said so. A flare is filed under the operator of its latest dated year, so an operator’s earlier years are the history of the flares it runs today; its page says which years a source dates and which are that history, and its trend and progress to 2030 are measured on that basis.',
        'One company, one name: the same company appears under several names — a rename (Vista Oil & Gas → Vista Energy; NPDC → NEPL), another entity of the same company (a branch), a spelling (Orenburgneft and Orenburg-Neft), or a source’s garbled accents (“Petrobosc獺n” is Petroboscán). Each such name is kept as “also known as” on the company’s page, with its evidence, and is found by search. A company in several countries under one name is one company, with a page in each country and a page of its own. Subsidiaries roll up to their group where a public source says who owns them (Rosneft’s production companies; Iraq’s state oil companies under the Ministry of Oil; Iran’s under NIOC; Venezuela’s mixed companies, majority-owned by PDVSA by law), shown and ranked both ways.',
        'Joint operators written together by the source (“Eni, Shell”) stay as written: we do not split a flare’s volume between partners.',
        'A company rolls up to a group only where a source shows control. A joint venture no holder controls is its own group, shown with its holders and their shares where a source gives them: Nigeria LNG (NNPC 49 %, Shell 25.6 %, TotalEnergies 15 %, Eni 10.4 %) is not NNPC’s; Slavneft, which runs Krasnoyarskneftegaz, is held by Rosneft and Gazprom Neft, about 49.9 % each, and is in neither’s figures. A holder’s page lists such stakes without adding them. A company taken over is filed under the buyer where the regulator shows the handover in the same concessions (Petrobras Argentina → Pampa Energía, 2018-05).',
        'A source’s silence is not a name: a World Bank row whose operator is “NA” dates its flare-year to no one (“Not attributed”), however the flare was filed before. Nigeria’s named share of 2024 is 99.2 %, not the 99.3 % a 2022 operator carried forward gave.',
        'Candidate duplicates: pairs of companies of one country that may be one company under two names (sharing a flare or a field, with overlapping years or one handing over to the other, or with alike names) are listed in the admin console; an administrator merges a pair or marks it as not the same, with the evidence, and the decision holds over every reload. When a company is renamed or merged, or a flare is filed under another operator, its old web address answers with a permanent redirect to the new one.',
      ],
      source:
        'World Bank, Global Gas Flaring Reduction Partnership / Global Flaring and Methane Reduction Partnership, Flare Volume Estimates by Individual Flare Location 2012–2024 (CC BY 4.0); EOG flare catalogue 2017–2024; the evidence of each alias and group in data/seed/operators.',
    },
    nightly: {
      heading: 'Nightly detections (VIIRS Nightfire)',
      paragraphs: [
        'EOG’s Nightfire files list every hot pixel VIIRS saw in a night, one row per detection in one satellite pass: not a flare, and not a volume. Flarescope reads the layouts v2.1, v3.0 "-ez" and v4.0; 999999 and the other fill values are missing values, never numbers.',
        'Each detection is matched to the nearest flare of the catalogue within 1.5 km (a VIIRS pixel is 750 m across at nadir and about 1.6 km at the edge of the scan, and a detection is placed at its pixel’s centre). Detections with no flare that close are kept as candidate new flares, which an administrator reviews. Confirming one records that the catalogue lacks a flare there; it does not add one, since a detection names no country, operator or volume: the flare is added with the flares template, with its source.',
        'Per flare and night Flarescope keeps the detections, the radiant heat (the mean over passes of the pass’s summed radiant heat, MW), the temperature (weighted by radiant heat, K) and the sky: clear if any detection was under a clear sky (cloud mask 0 or 1), cloudy if all were under cloud (2 or 3). A month sums its nights.',
        '"Seen on N of the last M clear nights" looks at the last 30 nights imported. The files list detections only, not the sky where nothing was seen: a night without a detection counts as clear, and the nights the flare was seen only under cloud are left out. N ÷ M is therefore a lower bound of EOG’s detection frequency.',
      ],
      source:
        'Earth Observation Group (EOG), Payne Institute, Colorado School of Mines: VIIRS Nightfire nightly files, versions 2.1, 3.0 "-ez" and 4.0 (CC BY 4.0); Elvidge et al. (2013), VIIRS Nightfire: satellite pyrometry at night, Remote Sensing 5(9); NOAA VIIRS Cloud Mask (VCM) flags.',
    },
    usOperators: {
      heading: 'US operators month by month, and declared vs observed',
      paragraphs: [
        'In the United States, operators report their production and flaring to the state regulators every month (Texas Railroad Commission, New Mexico Oil Conservation Division, North Dakota Department of Mineral Resources, Colorado). Flaring Monitor publishes those reports per operator, state and month: produced oil (bbl), produced gas and flared gas (Mcf, shown in m³ or your units; 1 Mcf = 28.3168 m³) and the CO2e the reports imply (t). Months stay months: a company’s page shows its series month by month, and a year is the sum of the months the source holds — a year it holds only in part (2021: January to May) says so. Each state’s reports end in a different month (Texas and Colorado earlier), so a company’s latest month is its own, shown beside the source’s latest month.',
        'Flaring intensity as reported: flared gas per barrel of oil, both from the same reports and the same months. Ranks among US operators: by reported flared gas over the year or the month you choose, among operators that reported flaring then (“32 of 313”). A name the states write two ways (“D90 Energy, Llc” and “D90 Energy Llc”) is one company; a US company of a group seen elsewhere is filed under its group’s name with the evidence (ExxonMobil, Chevron, Shell, BP, Equinor, Repsol, Occidental). A row that names no operator is left out.',
        'US satellite flares stay “Not attributed”: the states’ reports are by operator and month, not by flare, and no source we hold ties a satellite flare to its operator. The country page shows the operators’ reported total beside the satellite catalogue’s total of the same year, each named by its source; they cover different things (four states’ operators against every upstream flare the catalogue holds) and are never added or subtracted.',
        'Declared vs observed: for 58 operators of Texas, New Mexico and North Dakota, Flaring Monitor puts a satellite estimate of the flared volume (VIIRS Nightfire radiant heat matched to the operators’ well clusters), with a lower and an upper bound, beside the volume reported to the state. We compare the two as that file gives them — its own reported volume, matched to the same wells, which differs from the states’ file in about a third of the state-months (636 of 1 819) — month by month and state by state, summing an operator’s states only where both figures exist. A month whose reported volume lies below the satellite lower bound is marked “below what satellites saw”, with the bounds shown; it is an observation about two estimates, not a finding about the operator. Totals are over the months you choose; the ranking orders operators by the gap (estimate minus reported).',
      ],
      source:
        'Flaring Monitor (flaringmonitor.org), repository flaringmonitor/viirs-flare-data (2021-06-28, LGPL 2.1): flaring_monitor_company_stats_reported.csv and flaring_monitor_company_stats_satellite_modeled.csv, from the state regulators and EOG’s VIIRS Nightfire; EOG flare catalogue 2017–2024 for the satellite total. Decision 036.',
    },
    units: {
      heading: 'Units',
      paragraphs: [
        'Figures are stored in metric units and shown in metric or imperial units as you choose in the header. 1 m³ = {{scf}} standard cubic feet (scf; Mscf = thousand, MMscf = million, Bcf = billion); 1 barrel = {{bbl}} m³; 1 short ton = {{shortTon}} t; 1 Btu = {{btu}} J; °F = 1.8 × °C + 32. A barrel of oil equivalent (boe) counts 5.8 thousand scf of gas.',
      ],
      source: 'NIST Special Publication 811 (2008), Appendix B; SPE (boe).',
    },
    finance: {
      heading: 'Gas-to-power financial model',
      paragraphs: [
        'A project’s figures come from a yearly cash-flow model. Cash flows fall at the end of each year; the capital expenditure (capex) is spent in year 0 and the plant runs from year 1 to the end of its life. The prices you enter are those of year 1; escalation applies from year 2. Money is in nominal US dollars; rates, shares and factors are fractions of one, shown as percentages.',
        'Every input must lie within bounds that exist in a real project, each with its reason in the model’s code: among them a net electrical efficiency of 5 % to 65 % (LHV), a heating value of 1 to 100 MJ/m³, a capacity of 1 kW to 10,000 MW, a gas price up to 200 USD/MMBtu, a tariff up to 5,000 USD/MWh, escalation of −20 % to 20 % a year, discount and interest rates up to 50 % and a life of at most 60 years. Within them the model never fails. A project saved before these bounds with inputs outside them shows its figures as unavailable until its owner corrects them.',
        'Energy and fuel: E is the yearly generation, P the net capacity, CF the capacity factor and η the net electrical efficiency on the gas’s lower heating value (LHV). E is P × CF × 8,760 h, or less in a year when the gas cannot feed it: the project’s gas (the linked flares’ latest daily average, or the owner’s figure), falling by the gas decline every year after the first, gives at most gas × 365 × LHV × η ÷ 3,600 MWh. The decline offered is the flares’ own where their satellite series has 3 years or more (a least-squares exponential through the yearly volumes; growth counts as none). The fuel the plant burns is E × 3,600 MJ/MWh ÷ η; divided by the LHV of the gas it gives the volume, and by 365 the volume per day. The gas price is the price as traded, per MMBtu of the gas’s higher heating value (HHV; 1 MMBtu = {{mmbtu}} MJ): the fuel energy, on the LHV of the efficiency, is converted with the gas’s own HHV/LHV ratio (the gross heating value adds the heat of condensing the water the gas forms, ISO 6976:2016; 1.11 for methane). A project saved before the HHV was asked for takes the default gas’s ratio, 1.108.',
        'Debt and tax: the loan is the debt share of capex, repaid in equal yearly payments (an annuity) over its tenor, interest being charged on the balance. Tax is the tax rate times EBITDA less straight-line depreciation of capex (and of the interest during construction capitalised with it) less interest, never below zero: a year’s loss is carried forward for up to {{carryForward}} years and set against later profits, as Argentina’s income-tax law allows, and is never refunded. The project’s cash flow is taxed as if there were no loan (no interest deduction); the equity’s cash flow is what is left after debt service and the tax actually paid.',
        'Construction: a project may be built over 1 to 3 construction years, C1, C2…, the last of which is year 0, so that operation still starts in year 1 (0 puts the whole capex at the start of operation, as before this input). Each construction year spends its share of capex (evenly unless the project says otherwise) through the year, and the loan is drawn with it; the draws accrue half a year’s interest in that year and a full year’s in each later year (the mid-year convention of NREL’s Annual Technology Baseline). This interest during construction is not paid: it is added to the loan, which is repaid from year 1, and it is part of what the plant costs, so the loan at the start of operation is the debt share of capex plus that interest (the equity pays the rest of the capex as it is spent) and the company depreciates it with the capex. A loan sized to a target DSCR is sized on that balance. The capex counts at the middle of the year it is spent, the moment its interest starts: the NPV is discounted to the start of construction, the IRR and MIRR run over the whole series on half-year steps (a spreadsheet’s XNPV and XIRR with mid-year dates give the same), the LCOE discounts each year’s capex from mid-year, the paybacks count from the start of operation, and the DSCR and LLCR cover the operating years only. The gas decline, the overhauls and the end of life count from the start of operation.',
        'Net present value (NPV): each year’s project cash flow is divided by (1 + r)^t, r being the discount rate, and year 0 is not discounted. In a spreadsheet, Excel’s NPV() discounts its first value too: the same NPV is =CF0 + NPV(r, CF1:CFN).',
        'Internal rate of return (IRR): the discount rate at which the NPV is zero, for the project and for the equity. With one change of sign in the cash flows there is exactly one; it is found with Newton’s method and, where that fails, by halving the interval from −99.9999 % to 999,900 % around the change of sign. When the cash flows change sign more than once (late years that lose cash), every rate that makes the NPV zero is found by splitting that interval until each piece either provably keeps one sign or holds a root: if there is more than one, the IRR is shown as “not unique” with each of them, and means nothing; if there is none, “none”. The NPV is then the figure to read, with the MIRR.',
        'Modified IRR (MIRR): the negative cash flows discounted to year 0 at a finance rate, the positive ones compounded to the last year at a reinvestment rate (both inputs, the discount rate by default), and the one rate that turns the first into the second: (future value of the positive flows ÷ present value of the negative ones)^(1/N) − 1, as Excel’s MIRR. It exists whatever the signs.',
        'Stopping early: if the project allows it, the plant runs to the last year its revenue covers its fuel and O&M (EBITDA ≥ 0) and stops after it; the years that would only lose cash are left out. Debt service, if any remains, is still paid, by the equity.',
        'Levelized cost of electricity (LCOE): the present value of capex, fuel and O&M divided by the present value of the energy generated, both at the discount rate, before tax and financing. It is the flat tariff at which the project’s NPV would be zero with no loan, no tax and no escalation.',
        'Debt service coverage ratio (DSCR): in each year of the loan, the cash available for debt service (CFADS: EBITDA less the tax paid, less the increase in receivables or plus their decrease) divided by that year’s interest and principal. The movements of the debt-service reserve are not CFADS: the reserve is there to pay the lenders when CFADS falls short, not to cover them. A loan sized to a target DSCR is sized on this CFADS. The lowest DSCR over the loan is shown; there is none without a loan. The loan life cover ratio (LLCR) is the CFADS of the loan’s years discounted at the debt rate, divided by the loan owed at the start of operation; it does not count the reserve’s balance, and the financials page gives it with the balance too.',
        'Payback: the years until the cumulative project cash flow is no longer negative, counting the last year in part (linear interpolation within it). The discounted payback does the same with the discounted cash flows. “Never” means the plant’s life ends first; “none” means the cumulative cash flow turns positive but is negative again at the end of the plant’s life, so the capex is recovered and then lost.',
        'Equity IRR with a loan of 100 %: when the loan funds the whole capex, the equity’s only money in is the debt-service reserve; a rate of return on that is not an owner’s return, and the equity IRR and MIRR are shown as not meaningful.',
        'Carbon revenue: the tonnes credited each year (the avoided CO2e below, or its methane part alone, as the project’s methodology says) times the share of credits sold times the carbon price, from the operating year credits start; the price escalates each year after that. Credits are revenue like electricity: they count in EBITDA, tax and the cover of the debt.',
        'Avoided emissions: without the project the gas is flared and the electricity comes from the grid. The flare lets the share 1 − η of its methane escape unburnt (η = {{efficiency}} and a methane fraction of {{methane}} unless the project gives its own); the grid emits {{gridFactor}} t CO2 per MWh by default, the world average of 2023 — enter the local grid’s factor. The plant burns the same gas, so the CO2 of combustion is the same in both cases, except for the methane the flare let through, which the plant burns to CO2. Methane slip from the engine is neglected. Avoided CO2e per year = E × grid factor + unburnt methane × (GWP × 16.04 − 44.01) / 1000.',
        'Technology defaults: a new project starts from the cost and performance of its technology in the table below, each with its published source. The EPA catalogue gives efficiencies on the higher heating value; we convert them to LHV (× 1.11 for methane) and enter its one O&M figure per MWh as variable O&M, with fixed O&M at zero for you to add site staff and insurance.',
        'Financial defaults: discount rate {{discountRate}}, {{debtShare}} of capex borrowed at {{debtRate}} over {{debtTenor}} years, income tax {{taxRate}} (the top rate of Argentina’s corporate tax, Ley 27.630), depreciation over {{depreciation}} years, a life of {{lifetime}} years, a capacity factor of {{capacityFactor}}, {{escalation}} a year of escalation for tariff and costs, gas at {{gasPrice}} USD/MMBtu and a tariff of {{tariff}} USD/MWh. Apart from the tax rate and the carry-forward of losses, these are our assumptions: replace them with the project’s own.',
      ],
      source:
        'NREL System Advisor Model (SAM) Help (cash flow, LCOE, DSCR); NREL Annual Technology Baseline (ATB), financial definitions; Brealey, Myers & Allen, Principles of Corporate Finance (NPV, IRR, payback); UNFCCC CDM methodology AM0009; 40 CFR 98.233(n); IPCC AR6 WG1 Table 7.15; Ember, Global Electricity Review 2024; US EPA CHP Partnership, Catalog of CHP Technologies (2017); Argentina: Ley 27.630 (2021) and Ley de Impuesto a las Ganancias (t.o. 2019), arts. 25 and 73.',
    },
    supply: {
      heading: 'The gas a plant can count on: P50, P90, survival and the two cases',
      paragraphs: [
        'P50 and P90 supply: from a flare’s yearly satellite record (the source of its latest period; every year the catalogue and later imports hold), each year’s gas per day (the year’s volume ÷ its days) is fitted with the same exponential decline the model offers as its default (a least-squares line through the logarithm of the gas against the year; growth counts as none). The P50 of an operating year is that line carried forward to the year: the median gas. The scatter of the years around the line (the standard deviation of the residuals, on n − 2 degrees of freedom) gives the P90, the gas exceeded 9 years in 10: the line’s one-sided 90 % prediction bound, P90 = P50 × exp(−t × s × √(1 + 1/n + (year − mean year)² ÷ Σ (year − mean year)²)), t being Student’s 90 % quantile for n − 2 degrees of freedom (3.078 with 3 years, 1.440 with 8). The bound widens with few years and with the distance from the record, as it should. Operating year 1 is the year after the last of the record plus the construction years.',
        'Not enough years: with fewer than 3 years of record with gas, two points are one difference and no scatter can be measured: the page says “not enough years” and shows no figure, never 0 and never a guess.',
        'Uptime: the share of cloud-free nights the satellite saw the flare burning (its detection frequency). The yearly volume already averages over the nights it was out, so the gas flows that share of the time at a higher rate: a plant sized to the average runs at most that share of the year, and both cases cap the capacity factor at it.',
        'Survival: of the flares seen in a year of the catalogue (gas in any source), of a size class (under 3,000 m³/d; 3,000–30,000; 30,000–300,000; 300,000 or more), the share seen again 1, 2 … 5 years later, counted over every starting year that has that many years after it. A flare dark for a year and back counts as seen in the later year. The curve is the flare’s country’s when that country followed at least 30 flare-years of the class five years on, else the world’s (the page says which, with the counts). Past five years the same yearly rate is assumed: S(h) = S(5)^(h ÷ 5).',
        'The lenders’ case and the sponsors’ case, on every screened row (and computed by the same function the web and the API run): the lenders’ case runs the model on each operating year’s P90 gas × the chance the flare is still seen that many years after its record, with the capacity factor capped at the uptime and the loan sized to the project’s minimum DSCR (1.30 by default, sculpted) but never above its debt share: the debt P90 supports, and its DSCR. The sponsors’ case runs the model on P50 gas with that same loan repaid in equal instalments: the equity’s return. The difference between them is what a lender discounts and a sponsor bets on.',
      ],
      source:
        'J. J. Arps, “Analysis of Decline Curves”, Trans. AIME 160 (1945) (exponential decline); D. C. Montgomery and G. C. Runger, Applied Statistics and Probability for Engineers, §11-6 (prediction interval of a least-squares line); NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.2 (Student’s t); EOG VIIRS Nightfire flare catalogue 2017–2024 (detection frequency, survival); E. R. Yescombe, Principles of Project Finance, 2nd ed. (P90 for debt sizing, P50 for equity).',
    },
    screening: {
      heading: 'Screened opportunities: a flare that still burns, and the technology its size calls for',
      paragraphs: [
        'Last seen: every screened row says the last year its flare was seen (gas in any source that year, or its latest month). The catalogue’s latest year is the last year its yearly volumes reach. By default the list shows the flares seen in that year.',
        'A flare not seen in the latest year is not an opportunity as it stands. It is listed, when you widen the list, only if flares like it came back more often than not: of the catalogue’s flares of its size class (its gas when last seen) that were dark as many years running after a year they were seen, at least {{unseenMinSurvival}} must have been seen again the next year (counted over the whole catalogue, the world’s flares of the class). Otherwise, or when the catalogue holds no such run (a flare dark since its first year), it is left out. The row says the share. Not the survival curve above: that counts every flare seen in a year, most of them also seen in the years between, which this flare was not; on the survival curve a large flare last seen in 2017 would still look likely to burn.',
        'The technology follows the size: the plant on a flare’s gas is built of microturbines while a microturbine plant on that gas (at its 28 % efficiency) is no larger than the largest package of its cost source ({{microturbineMw}} MW); else of reciprocating gas engines while an engine plant (40 %) is no larger than the largest engine system of its source ({{engineMw}} MW); else of gas turbines (30 %, simple cycle). These are the size ranges of the US EPA CHP catalogue’s own tables, from which the costs come.',
        'No cost curve is carried beyond its source’s sizes: a plant larger than the largest system of its technology’s table (gas turbines: {{turbineMw}} MW) takes that system’s cost per kW, and its row says so (“beyond its cost source”). Large plants would in practice be combined cycles, cheaper per kW and more efficient, for which the catalogue gives no costs: the screening does not model them, and the flag says the figures rest on an extrapolation.',
      ],
      source:
        'EOG VIIRS Nightfire flare catalogue 2017–2024 (last seen, survival); US EPA CHP Partnership, Catalog of CHP Technologies (2017), §2 reciprocating engines (100 kW–9.3 MW systems), §3 combustion turbines (3–45 MW), §5 microturbines (65 kW–1 MW). Decision 038.',
    },
    clusters: {
      heading: 'Clusters: small flares pooled into one plant',
      paragraphs: [
        'Many flares are too small for a plant of their own. The screening also pools them: around every flare that has more gas than each flare within {{radiusKm}} km of it (the anchor), a cluster takes the anchor and the flares within that radius of it, nearest first, at most {{maxMembers}} in all, of the flares seen in the catalogue’s latest year with gas, whatever their size. One plant stands at the anchor, of the technology the pooled gas calls for; the cluster is listed when the members’ power potentials add up to the screening threshold. A star around the largest flare, not a chain: single linkage would join whole basins flare by flare. A flare near two anchors is in both clusters’ rows: two plants one could build, alternatives, never to be added up. A draft made from a cluster keeps its radius ({{radiusMin}} to {{radiusMax}} km) and re-forms the cluster around the same anchor when it changes.',
        'Each member’s share is its latest gas over the pool’s. The pooled plant’s heating value is the gas-weighted mean of the members’ (energy adds up); its decline, P50 and P90 come from the members’ yearly records added over the years in which all of them have gas, the rule for a project of several flares. The record of the sum carries the co-movement the members actually showed; independence would narrow the P90 by a diversification that flares of one field — one reservoir, one operator, one oil price — do not give.',
        'The gathering line is costed as the shortest network joining the members (a minimum spanning tree of straight great-circle lines, no route factor, no compression) at {{usdPerKm}} USD per km: Parker’s regression of US gas pipeline costs for a 4-inch line (materials, labour, miscellaneous and right of way; USD of 2000 per mile), escalated to USD of 2017 by the US consumer price index. The regression’s coefficients are as recalled from Parker (2004); they have not been checked against the paper in this build (it was built without access to it), so the per-km figure is unverified and is to be checked against the report before it is relied on. The CPI figures are the published annual averages. It is added to the plant’s capex, and every cluster row says it is an estimate. Its O&M is not modelled.',
      ],
      source:
        'N. Parker, “Using Natural Gas Transmission Pipeline Costs to Estimate Hydrogen Pipeline Costs”, UC Davis Institute of Transportation Studies, UCD-ITS-RR-04-35 (2004); US Bureau of Labor Statistics, CPI-U annual averages 2000 (172.2) and 2017 (245.120); World Bank Global Gas Flaring Reduction Partnership (the “missing middle” of mid-size flares); EOG VIIRS Nightfire flare catalogue. Decision 040.',
    },
  },
  /** The model's formulas, one per line; the constants come from domain/finance/. */
  financeFormulas: [
    'E [MWh/yr] = P [MW] × CF × {{hours}}',
    'fuel [MJ/yr] = E × {{mjPerMwh}} / η;   gas [m³/d] = fuel / LHV / {{days}}',
    'revenue(t) = E × tariff × (1 + tariff escalation)^(t − 1)',
    'fuel cost(t) = fuel × HHV / LHV / {{mmbtu}} × gas price (HHV) × (1 + cost escalation)^(t − 1)',
    'O&M(t) = (fixed O&M + variable O&M × E) × (1 + cost escalation)^(t − 1)',
    'E(t) = min(P × CF × {{hours}}, gas(1) × (1 − decline)^(t − 1) × {{days}} × LHV × η / {{mjPerMwh}})',
    'carbon(t) = credited t CO₂e(t) × share sold × carbon price × (1 + carbon escalation)^(t − start), t ≥ start',
    'EBITDA(t) = revenue(t) + carbon(t) − fuel cost(t) − O&M(t)',
    'tax(t) = tax rate × max(0, EBITDA(t) − depreciation(t) − interest(t) − losses carried forward)',
    'project CF(0) = −capex;   project CF(t) = EBITDA(t) − tax without interest(t)',
    'equity CF(0) = −capex × (1 − debt share);   equity CF(t) = EBITDA(t) − debt service(t) − tax(t)',
    'NPV = Σ CF(t) / (1 + r)^t, t = 0 … N;   NPV(IRR) = 0',
    'MIRR = [Σ CF⁺(t) × (1 + reinvestment rate)^(N − t) / −Σ CF⁻(t) / (1 + finance rate)^t]^(1/N) − 1',
    'LCOE = [capex + Σ (fuel cost(t) + O&M(t)) / (1 + r)^t] / Σ E / (1 + r)^t',
    'DSCR(t) = (EBITDA(t) − tax(t) + working capital released(t)) / debt service(t)',
    'avoided CO₂e [t/yr] = E × EF + V / {{molarVolume}} × (1 − η_flare) × y(CH₄) × (GWP × {{ch4}} − {{co2}}) / 1000',
  ],
  technologies: {
    caption: 'Technology defaults',
    technology: 'Technology',
    efficiency: 'Electrical efficiency (LHV)',
    capex: 'Installed cost [USD/kW]',
    fixedOm: 'Fixed O&M [USD/kW-yr]',
    variableOm: 'Variable O&M [USD/MWh]',
    unitSize: 'Unit size [MW]',
    names: {
      reciprocating_engine: 'Reciprocating gas engine',
      microturbine: 'Microturbine',
      gas_turbine: 'Gas turbine',
    },
  },
  sourcesTitle: 'Data sources',
  sourcesLead:
    'All the data shipped with Flarescope is real public data; each dataset, its period and its licence:',
  datasets: [
    'Earth Observation Group (Payne Institute, Colorado School of Mines): VIIRS Nightfire upstream flare sites 2017–2024, 18,688 sites in 93 countries, annual volumes. Free public use with attribution (CC BY 4.0 cited by EOG).',
    'Earth Observation Group: global flare sites of 2017 with downstream types (refineries, oil and gas processing plants, LNG terminals), and country totals 2012–2017. Free public use with attribution.',
    'World Bank, Global Gas Flaring Reduction Partnership (GGFR/GFMR): flare volume and intensity estimates and oil production, 99 countries, 2012–2023. CC BY 4.0.',
    'Energy Institute, Statistical Review of World Energy 2024: gas flared and CO2 from flaring 1975–2023, oil and gas production. Free to use with the attribution “© Energy Institute Statistical Review of World Energy 2024”.',
    'Secretaría de Energía de la Nación, Argentina: monthly production by concession and operator of the Neuquina basin (2025–2026), cumulative production by concession and company with each company’s first and last month (2006–2026, which dates who operated a flare each year) and the concession outlines. CC BY 4.0 (datos.energia.gob.ar).',
  ],
  backToExplorer: 'Back to the Flaring Explorer',
};
