import type { flaring as en } from '../en/flaring.js';

export const flaring: typeof en = {
  search: {
    label: 'Buscar un país, una cuenca, una provincia, una empresa, un yacimiento o una antorcha',
    placeholder: 'p. ej., Argentina, Vaca Muerta, Loma Campana o YPF',
    hint: 'Los resultados aparecen mientras escribe: las flechas los recorren, Entrar abre uno y Escape los cierra.',
    listLabel: 'Resultados de la búsqueda',
    none: 'Nada coincide con «{{query}}».',
    count_one: '{{count}} resultado',
    count_other: '{{count}} resultados',
    kind: {
      country: 'País',
      basin: 'Cuenca',
      province: 'Provincia',
      company: 'Empresa',
      group: 'Grupo',
      field: 'Yacimiento',
      flare: 'Antorcha',
    },
    fieldCount_one: '{{count}} yacimiento',
    fieldCount_other: '{{count}} yacimientos',
    group: 'sus empresas en cada país',
    operatedBy: 'operado por {{company}}',
    matched: 'contiene la formación {{name}}',
    /** On a company's view, opened from a field found by search (?field=). */
    fieldFound: {
      title: 'Yacimiento {{field}}',
      body_one:
        '{{field}} es uno de los {{fields}} yacimientos de {{company}} en los datos, con {{count}} antorcha. Cuenca: {{basin}}; provincia: {{province}}.',
      body_other:
        '{{field}} es uno de los {{fields}} yacimientos de {{company}} en los datos, con {{count}} antorchas. Cuenca: {{basin}}; provincia: {{province}}.',
      unknown: 'sin dato',
      link: 'Verlo en la tabla de yacimientos',
    },
    /** En la vista de un país, abierta desde una cuenca o provincia halladas por la búsqueda (?basin=, ?province=). */
    placeFound: {
      titleBasin: 'Cuenca {{name}}',
      titleProvince: 'Provincia de {{name}}',
      basin: 'la cuenca {{name}}',
      province: 'la provincia de {{name}}',
      body_one:
        '{{found}} de las {{total}} antorchas de {{country}} está en un yacimiento (concesión) de {{place}}: la tabla de antorchas de abajo muestra solo esa. No se cuentan las antorchas fuera de un yacimiento con nombre.',
      body_other:
        '{{found}} de las {{total}} antorchas de {{country}} están en yacimientos (concesiones) de {{place}}: la tabla de antorchas de abajo muestra solo esas. No se cuentan las antorchas fuera de un yacimiento con nombre.',
      none: 'Ninguna antorcha de {{country}} está en un yacimiento de {{place}} en los datos.',
      link: 'Verlas en la tabla de antorchas',
      all: 'Mostrar todas las antorchas de {{country}}',
    },
  },
  world: {
    title: 'Explorador de quema',
    lead: 'La quema de gas vista desde el espacio, país por país, operadora por operadora y antorcha por antorcha. Haga clic en un país del mapa, búsquelo o elíjalo en la clasificación de abajo.',
    subject: 'El mundo',
    mapLabel:
      'Mapa mundial de la quema de gas: países sombreados según el gas quemado, antorchas como círculos',
    countriesMapLabel:
      'Mapa mundial de la quema de gas: países sombreados según el gas quemado; seleccione un país',
    showFlares: 'Mostrar las antorchas en el mapa interactivo',
    figuresLabel: 'Cifras clave del mundo',
    seriesTitle: 'Gas quemado en el mundo, {{from}}–{{to}}',
    seriesNote:
      'La suma satelital abarca las antorchas de upstream del catálogo de EOG (desde 2017); el Banco Mundial y el Energy Institute publican sus propios totales, con distinto alcance y calibración. El catálogo está filtrado: descarta todo sitio cuyo último volumen es inferior a 30 Mcf/d (8374 sitios), así que nuestra suma queda por debajo de la del Banco Mundial (mundo 2023: 141,0 frente a 147,66 bcm, −4,5 %), los años anteriores pierden más y una tendencia satelital exagera el aumento (+15,6 % 2017→2024 frente al +4,9 % 2017→2023 del Banco Mundial).',
  },
  country: {
    title: 'Quema en {{country}}',
    mapLabel: 'Mapa de las antorchas de {{country}}',
    figuresLabel: 'Cifras clave de {{country}}',
    seriesTitle: 'Gas quemado en {{country}} por año: satélite y cifras publicadas',
    seriesNote:
      'La suma satelital agrega nuestras antorchas del país; la cifra del Banco Mundial es su propia estimación publicada. Ambas provienen de VIIRS Nightfire, con distintos conjuntos de antorchas. El catálogo satelital descarta los sitios cuyo último volumen es inferior a 30 Mcf/d, así que su suma queda por debajo de la del Banco Mundial, más aún en los primeros años (véase Metodología).',
    companiesTitle: 'Empresas',
    companiesCaption: 'Empresas que queman gas en {{country}}, ordenadas por gas quemado en {{year}}',
    flaresTitle: 'Antorchas',
    flaresCaption: 'Antorchas de {{country}}',
    flaresInPlace: 'Antorchas de {{country}} en yacimientos de {{place}}',
    emptyTitle: 'Sin antorchas registradas',
    empty:
      'Ninguna antorcha de {{country}} aparece en nuestros datos. Se muestran las cifras publicadas del país donde existen.',
  },
  company: {
    title: 'Quema de {{company}} en {{country}}',
    mapLabel: 'Mapa de las antorchas de {{company}} en {{country}}',
    figuresLabel: 'Cifras clave de {{company}}',
    seriesTitle: 'Gas quemado por {{company}} por año',
    seriesNote:
      'Volúmenes satelitales de las antorchas atribuidas a esta empresa; los volúmenes informados aparecen cuando se importan datos de operadoras o del regulador.',
    fieldsTitle: 'Yacimientos',
    fieldsCaption: 'Yacimientos de {{company}}',
    flaresTitle: 'Antorchas',
    flaresCaption: 'Antorchas de {{company}}',
    productionTitle: 'Producción',
    productionCaption: 'Producción de {{company}}',
    compositionTitle: 'Composición del gas',
    compositionChart: 'Composición media del gas de las antorchas de {{company}}',
    noComposition:
      'Aún no hay una cromatografía publicada del gas de esta empresa: sus emisiones usan la composición por defecto (ver Metodología).',
  },
  flare: {
    title: 'Antorcha {{name}}',
    lead: 'Operada por {{company}} en {{country}}.',
    mapLabel: 'Mapa con la ubicación de la antorcha {{name}}',
    figuresLabel: 'Cifras clave de la antorcha {{name}}',
    factsTitle: 'Información general',
    facts: {
      source: 'Fuente de datos',
      dataDate: 'Fecha de los datos',
      location: 'Ubicación',
      locations: {
        basin: '{{place}}, cuenca {{basin}}',
        saudiShare: 'Zona Dividida saudí-kuwaití (parte saudí)',
        kuwaitiShare: 'Zona Dividida saudí-kuwaití (parte kuwaití)',
        neutralZone: 'Zona Neutral saudí-kuwaití (compartida por Arabia Saudita y Kuwait)',
      },
      latitude: 'Latitud',
      longitude: 'Longitud',
      field: 'Yacimiento',
      fieldOperator: 'Operadora del yacimiento',
      operatorsByYear: 'Operadora por año',
      operatorsDatedBy: 'Años fechados según {{source}}; los demás quedan con la operadora actual.',
      operatorsUndated: 'Ninguna fuente fecha estos años: quedan con la operadora actual.',
      siteMatches: 'Sitio vinculado (fuente por antorcha)',
      siteMatch:
        '{{year}}: {{source}} indica el yacimiento {{field}}{{fieldType}} y el operador {{operator}}; su sitio está a {{distance}} de esta antorcha ({{volume}} ese año).',
      siteUnknown: 'sin dato',
      fieldTypes: { oil: ' (petróleo)', gas: ' (gas)', lng: ' (GNL)' },
      precedence:
        '{{year}}: {{source}} indica {{named}}; prevalece el registro fechado del regulador ({{winner}}).',
      type: 'Tipo',
      routine: 'Quema rutinaria',
      onshore: 'En tierra o costa afuera',
      temperature: 'Temperatura de la llama',
      detection: 'Frecuencia de detección (promedio de los años vistos)',
      externalId: 'Identificador en la fuente',
    },
    unknown: 'Desconocido',
    routine: 'Rutinaria',
    nonRoutine: 'No rutinaria',
    onshore: 'En tierra',
    offshore: 'Costa afuera',
    efficiency: 'Eficiencia de combustión',
    defaultEfficiency: 'Valor por defecto de 40 CFR 98.233(n): no medida en esta antorcha',
    measuredEfficiency: 'Medida en esta antorcha',
    defaultFlag: 'Valor por defecto',
    power: 'Potencial eléctrico',
    startProject: 'Iniciar un proyecto de gas a energía',
    startProjectNote:
      'Un proyecto ya completado con el gas, el operador y la potencia de esta antorcha, y un modelo de flujo de caja verificable.',
    powerTitle: 'Cómo se estima el potencial eléctrico',
    powerExplained:
      'Si en lugar de quemarse se usara en una central eléctrica, el gas de esta antorcha ({{volume}}, con un poder calorífico de {{lhv}}) podría generar unos {{power}} de electricidad con una eficiencia eléctrica del {{efficiency}} ({{period}}).',
    powerUptime:
      'Detectada encendida en el {{frequency}} de las noches despejadas: el volumen anual ya promedia las noches en que estuvo apagada, así que {{power}} es un promedio del año; encendida, su gas lleva unos {{whileLit}}, el tamaño que necesitaría un generador, funcionando el {{frequency}} del tiempo (frecuencia de detección: EOG, VIIRS Nightfire, el promedio del sitio en todos los años en que se lo vio, no la de este año).',
    powerStale:
      'Vista por última vez en {{year}}: este potencial es el de {{year}}, y la antorcha puede estar apagada hoy.',
    supply: {
      title: 'El gas con el que puede contar una central (P50 y P90)',
      notEnoughYears:
        'No hay años suficientes: P50 y P90 necesitan al menos 3 años de registro con gas, y esta antorcha tiene {{years}}. No se muestra ninguna cifra en lugar de una estimación.',
      basis:
        'A partir del registro anual de {{source}}, {{from}}–{{to}} ({{years}} años): un declive de {{decline}} al año ajustado a él, con una dispersión interanual de ±{{scatter}} alrededor de la recta. La central del borrador por defecto ({{construction}} año de construcción, {{lifetime}} años de operación) empieza en {{first}}.',
      uptime:
        'Detectada encendida en el {{uptime}} de las noches despejadas: una central con este gas funciona como mucho esa parte del año (su factor de capacidad se limita a ella en ambos casos).',
      noUptime:
        'La fuente no da frecuencia de detección para esta antorcha: no se limita el tiempo de funcionamiento.',
      table: 'Gas P50 y P90 de la antorcha {{name}} por año de operación',
      year: 'Año de operación',
      calendarYear: 'Año',
      p50: 'P50 (mediana)',
      p90: 'P90 (superado 9 años de cada 10)',
      survivalTitle: 'La probabilidad de que una antorcha de este tamaño siga encendida',
      survivalBasis:
        'De las antorchas de {{size}} vistas en un año del catálogo {{first}}–{{last}} ({{scope}}), la parte que se sigue viendo de 1 a 5 años después, con los recuentos en que se basa. El caso de los prestamistas pondera por ella el gas P90 de cada año.',
      scopeCountry: 'en este país: tiene suficientes antorchas de este tamaño',
      scopeWorld:
        'en el mundo: este país tiene menos de 30 antorchas de este tamaño seguidas cinco años, así que se usa la curva mundial',
      survivalTable: 'Parte de las antorchas de este tamaño que se siguen viendo k años después',
      yearsOn: 'Años después',
      share: 'Aún vistas',
      counts: 'Vistas / seguidas',
      notMeasured: 'no medido',
      noSurvival: 'Los recuentos de supervivencia del catálogo aún no se han calculado.',
      sizeClass: {
        '0': 'menos de 3000 m³/d',
        '1': '3000–30 000 m³/d',
        '2': '30 000–300 000 m³/d',
        '3': '300 000 m³/d o más',
      },
    },
    compositionTitle: 'Composición del gas',
    compositionChart: 'Composición del gas de la antorcha {{name}}',
    seriesTitle: 'Gas quemado y CO2e en el tiempo',
    flaredChart: 'Gas quemado',
    co2eChart: 'Emisiones de CO2e ({{horizon}})',
    co2eRangeColumn: 'Rango de CO2e',
    seriesSource: 'Fuente: {{source}}.',
    seriesByYear: '{{source}}, por año',
    seriesByMonth: '{{source}}, por mes',
    co2eRangeChartNote:
      'Barras de rango: el rango de CO2e de cada período según la eficiencia de combustión y el gas supuestos, como en la cifra de CO2e de arriba.',
  },
};
