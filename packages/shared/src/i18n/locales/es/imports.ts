import type { imports as en } from '../en/imports.js';

export const imports: typeof en = {
  templates: {
    flares: 'Antorchas',
    observations: 'Observaciones mensuales',
    production: 'Producción',
    gas_composition: 'Composición del gas',
    worldbank_sites: 'Sitios de quema (Banco Mundial)',
    vnf_nightly: 'Detecciones nocturnas VIIRS Nightfire (EOG)',
    us_operator_months: 'Operadores de EE. UU. por mes (Flaring Monitor)',
  },
  tables: {
    operator_months: 'operador-meses declarados a los estados',
    operator_satellite_months: 'operador-meses con estimación satelital',
    data_sources: 'fuentes de datos',
    countries: 'países',
    companies: 'empresas',
    fields: 'yacimientos',
    flares: 'antorchas',
    observations: 'observaciones',
    production: 'producción',
    gas_compositions: 'composiciones de gas',
    flare_site_matches: 'sitios asociados a antorchas',
    flare_operator_years: 'operadores por año',
    vnf_nights: 'noches importadas',
    flare_nights: 'noches por antorcha',
    flare_month_detections: 'meses por antorcha',
    vnf_candidates: 'posibles antorchas nuevas',
  },
  phases: {
    queued: 'En espera',
    reading: 'Leyendo el archivo',
    writing: 'Revisando y guardando filas',
    done: 'Terminado',
  },
  statuses: {
    queued: 'En cola',
    running: 'En curso',
    succeeded: 'Importado',
    failed: 'No importado',
    previewed: 'Vista previa',
  },
  columns: {
    country: 'País: código ISO 3166 (ARG o AR) o nombre en inglés (Argentina).',
    company:
      'Nombre del operador tal como lo publica; un nombre nuevo crea la empresa. "Not attributed" si no tiene.',
    flare_name:
      'Nombre de la antorcha, único dentro de su empresa (forma la URL: "Loma Campana 12" → loma-campana-12).',
    external_id:
      'Su propio identificador de la antorcha; un archivo posterior con el mismo id actualiza esa antorcha, aunque cambie de nombre.',
    latitude: 'Latitud en grados decimales, WGS84 (-90 a 90).',
    longitude: 'Longitud en grados decimales, WGS84 (-180 a 180).',
    type: 'upstream, gas_field, refinery, oil_plant, lng, gas_plant u other.',
    field: 'Nombre del yacimiento o concesión; un nombre nuevo crea el yacimiento.',
    location: 'Texto libre: bloque, batería, instalación.',
    is_routine: '¿Quema rutinaria? sí o no.',
    is_onshore: '¿En tierra? sí o no.',
    combustion_efficiency: 'Eficiencia de combustión como fracción (0,98 si se desconoce).',
    temperature_k: 'Temperatura de la llama en kelvin.',
    detection_frequency: 'Proporción de observaciones con la antorcha encendida, de 0 a 1.',
    data_date: 'Fecha del dato: AAAA, AAAA-MM o AAAA-MM-DD.',
    period: 'Año (AAAA) o mes (AAAA-MM).',
    period_observations: 'Mes, AAAA-MM.',
    volume_m3: 'Gas quemado en el mes, m³ a 15 °C y 101,325 kPa.',
    confidence: 'measured (medido), calculated (calculado) o estimate (estimado).',
    latitude_observations:
      'Solo para una antorcha que aún no está en Flarescope: latitud (y también longitud y tipo).',
    longitude_observations: 'Solo para una antorcha que aún no está en Flarescope: longitud.',
    type_observations:
      'Solo para una antorcha que aún no está en Flarescope: su tipo (vea la plantilla de antorchas).',
    company_production: 'Operador, para producción de empresa o de yacimiento; vacío para el total del país.',
    field_production: 'Yacimiento o concesión, para producción de yacimiento.',
    oil_bbl: 'Petróleo producido en el período, barriles.',
    gas_m3: 'Gas producido en el período, m³.',
    sampled_on: 'Fecha de la muestra, AAAA-MM-DD.',
    c1: 'Metano (C1), fracción molar 0–1.',
    c2: 'Etano (C2), fracción molar.',
    c3: 'Propano (C3), fracción molar.',
    ic4: 'i-Butano, fracción molar.',
    nc4: 'n-Butano, fracción molar.',
    ic5: 'i-Pentano, fracción molar.',
    nc5: 'n-Pentano, fracción molar.',
    c6plus: 'Hexanos y más pesados (C6+), fracción molar.',
    n2: 'Nitrógeno, fracción molar.',
    co2: 'Dióxido de carbono, fracción molar.',
    h2s: 'Sulfuro de hidrógeno, fracción molar. Las fracciones suman 1 ± 0,005; vacío significa 0.',
    country_worldbank_sites: 'País, en inglés como lo escribe el Banco Mundial (Iraq; Venezuela, RB).',
    latitude_worldbank_sites: 'Latitud del sitio de quema, en grados decimales.',
    longitude_worldbank_sites: 'Longitud del sitio de quema, en grados decimales.',
    bcm: 'Gas quemado en el sitio en el año, miles de millones de m³ (hace falta esta columna o Flaring Vol).',
    mmscfd: 'El mismo volumen en millones de pies cúbicos estándar por día (se lee, no se guarda).',
    year: 'El año de la estimación, AAAA.',
    field_type: 'OIL, GAS o LNG; NA si no se conoce.',
    field_name: 'El yacimiento del sitio; NA si no se conoce. Una antorcha sin yacimiento lo recibe.',
    field_operator:
      'El operador del yacimiento, como lo nombra el Banco Mundial; NA si no se conoce. Nombra al operador de la antorcha ese año.',
    location_worldbank_sites: 'ONSHORE (en tierra) u OFFSHORE (costa afuera).',
    flare_level: 'Small, Medium o Large (se lee, no se guarda).',
    flaring_vol_million_m3:
      'Gas quemado en el año, millones de m³; los valores de 1.000 o más pueden llevar una coma de miles.',
    date_mscan: 'Hora del barrido, UTC (AAAA/MM/DD hh:mm:ss); su fecha es la noche.',
    date_ltz: 'Hora local del barrido (v3.0 «-ez»; se lee, no se guarda).',
    lat_gmtco: 'Latitud de la detección (el centro del píxel), en grados decimales.',
    lon_gmtco: 'Longitud de la detección, en grados decimales.',
    temp_bb: 'Temperatura de la fuente caliente, K (Temp_primary en v4.0); 999999 significa sin valor.',
    rh: 'Calor radiante, MW (RH_primary en v4.0); 999999 significa sin valor.',
    cloud_mask: 'Máscara de nubes VIIRS: 0 o 1 despejado, 2 o 3 nublado; 999999 significa desconocido.',
    state: 'Estado de EE. UU., código postal de dos letras (TX, NM, ND, CO).',
    company_name: 'Operador como lo declara el estado; un nombre nuevo crea la empresa en Estados Unidos.',
    combined_name: 'Operador con su símbolo bursátil, "Empresa (SÍMBOLO)" (se lee, no se guarda).',
    ticker: 'Símbolo bursátil, o Private (se lee, no se guarda).',
    product_type:
      'Uno de: produced oil, produced gas, flared gas, reported equivalent co2 released; en el archivo modelado por satélite también reported volume, sat estimated volume, sat estimate lower, sat estimate upper, blended estimate, blended estimate equivalent co2 released.',
    product_units:
      'La unidad del producto: Bbl para el petróleo, Mcf para los volúmenes de gas, metric tons para el CO2e.',
    month_columns:
      'Una columna por mes, con el nombre mes_aaaa en inglés (jan_2021); un valor en la unidad del producto, vacío o 999999 cuando no lo hay.',
  },
  instructions: {
    sheetName: 'Instrucciones',
    title: 'Plantilla de importación de Flarescope: {{template}}',
    column: 'Columna',
    isRequired: 'Obligatoria',
    meaning: 'Qué escribir',
    yes: 'sí',
    no: 'no',
    notes: {
      header:
        'Complete la primera hoja y conserve su fila de encabezados. El orden de las columnas no importa; las columnas opcionales se pueden quitar.',
      values: 'Escriba valores, no fórmulas: se rechazan las celdas que empiezan con =, +, - o @.',
      units:
        'Unidades métricas: volúmenes en m³ a 15 °C y 101,325 kPa, petróleo en barriles, fracciones de 0 a 1. Use punto decimal.',
      allOrNothing:
        'Una sola fila errónea detiene toda la importación y no cambia nada; el informe indica cada fila errónea con su línea y columna.',
      again:
        'Importar el mismo archivo otra vez no cambia nada; un archivo corregido actualiza las filas que repite.',
      worldbank:
        'Importe el libro del Banco Mundial («Flare Volume Estimates by Individual Flare Location») tal como se publica, o su exportación CSV; no hace falta completar esta plantilla.',
      worldbankMatching:
        'Cada sitio se asocia a la antorcha satelital más cercana de su país a menos de 1,5 km (un sitio por antorcha y año; gana el de mayor volumen); su operador nombra ese año de la antorcha, salvo que un registro del regulador lo feche.',
      vnf: 'Importe el archivo nocturno VIIRS Nightfire de EOG tal como se publica (.csv o .csv.gz), en los formatos v2.1, v3.0 «-ez» o v4.0; no hace falta completar esta plantilla.',
      vnfMatching:
        'Cada fila es una detección, no una antorcha: se asocia a la antorcha del catálogo más cercana a menos de 1,5 km; las detecciones sin ninguna quedan como posibles antorchas nuevas para que un administrador las revise.',
      vnfMissing: '999999 y los demás valores de relleno se leen como faltantes, nunca como números.',
      vnfAgain:
        'Un archivo reemplaza sus noches para su satélite: importarlo otra vez no cambia nada, y las posibles antorchas ya revisadas conservan la decisión.',
      usOperators:
        'Importe los archivos de operadores de Flaring Monitor (flaring_monitor_company_stats_reported.csv, o …_satellite_modeled.csv) tal como se publican: una fila por estado, operador y producto, los meses como columnas.',
      usOperatorMonths:
        'Los volúmenes de gas en Mcf se guardan en m³ (1 Mcf = 28,3168 m³). Un valor negativo, o un valor en un mes anterior a 2000 o aún no terminado, es un error de la fila.',
      usOperatorMissing:
        'Las celdas vacías y los centinelas como 999999 son valores faltantes, nunca números. Una fila que no nombra operador se deja fuera.',
      worldbankAgain:
        'Un archivo reemplaza lo dicho para los países y años que cubre: importarlo otra vez no cambia nada, y una edición más nueva reemplaza lo que dijo una anterior para ellos.',
    },
  },
  row: {
    invalid: 'Este valor no es válido.',
    required: 'Esta celda es obligatoria.',
    text: 'Este texto tiene caracteres de control (tabulaciones o saltos de línea); quítelos.',
    too_long: 'Este texto es demasiado largo.',
    number: 'Escriba un número, con punto decimal y sin separadores de miles.',
    not_negative: 'Escriba un número igual o mayor que 0.',
    fraction: 'Escriba una fracción de 0 a 1.',
    latitude: 'Escriba una latitud de -90 a 90.',
    longitude: 'Escriba una longitud de -180 a 180.',
    temperature: 'Escriba una temperatura en kelvin, de 1 a 5000.',
    flare_type: 'Escriba uno de: {{allowed}}.',
    confidence: 'Escriba uno de: {{allowed}}.',
    boolean: 'Escriba sí o no.',
    month: 'Escriba un mes como AAAA-MM.',
    period: 'Escriba un año (AAAA) o un mes (AAAA-MM).',
    date: 'Escriba una fecha real como AAAA-MM-DD.',
    data_date: 'Escriba AAAA, AAAA-MM o AAAA-MM-DD.',
    name_empty: 'El nombre necesita al menos una letra o un dígito.',
    production_empty: 'Indique oil_bbl, gas_m3 o ambos.',
    composition_sum: 'Las fracciones molares suman {{sum}}; deben sumar 1 ± 0,005.',
    formula: 'No se aceptan fórmulas: escriba el valor.',
    column_count:
      'Esta fila tiene {{found}} celdas, pero el encabezado tiene {{expected}}: puede que el archivo esté cortado.',
    duplicate: 'Esta fila repite la línea {{line}}: el mismo elemento aparece dos veces en el archivo.',
    country_unknown: 'País desconocido: escriba un código ISO 3166 (ARG, AR) o el nombre en inglés.',
    flare_unknown:
      'No hay ninguna antorcha con este nombre en esta empresa: indique latitud, longitud y tipo para crearla, o impórtela antes con la plantilla de antorchas.',
    flare_not_found:
      'No hay ninguna antorcha con este nombre en esta empresa: impórtela antes con la plantilla de antorchas.',
    new_flare_incomplete: 'Para crear una antorcha nueva, indique latitud, longitud y tipo.',
    flare_name_taken: 'Otra antorcha de esta empresa ya tiene este nombre.',
    external_id_taken: 'Otra fila de este archivo da el mismo external_id a otra antorcha.',
    country:
      'País desconocido: escriba su nombre en inglés como lo hace el Banco Mundial (Iraq; Venezuela, RB).',
    year: 'Escriba un año como AAAA.',
    field_type: 'Escriba OIL, GAS, LNG o NA.',
    vnf_location:
      'Una detección necesita su latitud y longitud: esta no las tiene (o tiene un valor de relleno).',
    vnf_date: 'Escriba la hora del barrido como AAAA/MM/DD hh:mm:ss (UTC).',
    vnf_number: 'Escriba un número, o un valor de relleno como 999999 para ninguno.',
    vnf_negative: 'El calor radiante no puede ser negativo.',
    vnf_cloud_mask: 'Escriba la máscara de nubes como 0, 1, 2 o 3 (o 999999 si no se conoce).',
    vnf_night: 'Este barrido es del {{night}}, fuera de la noche del archivo ({{fileNight}}).',
    month_out_of_range:
      'Un valor en un mes fuera del rango que puede tener un informe mensual ({{first}} a {{last}}): revise el mes de la columna.',
    us_state: 'Escriba un estado de EE. UU. con su código postal de dos letras (TX, NM, ND, CO).',
    product_type: 'Escriba uno de: {{allowed}}.',
    product_units: 'Este producto va en {{expected}}.',
    product_other_file:
      'Este producto pertenece al archivo de informes a los estados, no al modelado por satélite: impórtelo en su propio archivo.',
  },
  summary: {
    matched: '{{matched}} de {{sites}} sitios asociados a una antorcha satelital a menos de {{radius}} m.',
    keptByRegulator_one: '{{count}} año de antorcha queda con el operador que le asigna un regulador.',
    keptByRegulator_other: '{{count}} años de antorcha quedan con el operador que les asigna un regulador.',
    unmatched_one: '{{count}} sitio no tiene ninguna antorcha satelital de su país a menos de {{radius}} m:',
    unmatched_other:
      '{{count}} sitios no tienen ninguna antorcha satelital de su país a menos de {{radius}} m:',
    outclaimed_one: '{{count}} sitio está más cerca de una antorcha que tomó un sitio mayor del mismo año:',
    outclaimed_other:
      '{{count}} sitios están más cerca de una antorcha que tomó un sitio mayor del mismo año:',
    site: 'línea {{line}}, {{country}} {{year}}, {{coordinates}}, {{operator}}',
    takenBy: '→ {{flare}} ({{distance}} m), tomada por la línea {{line}}',
    noOperator: 'operador sin nombre',
    nightfire:
      'Nightfire {{layout}}, satélite {{satellite}}, noche {{nights}}: {{matched}} de {{detections}} detecciones asociadas a {{flares}} antorchas a menos de {{radius}} m.',
    nightfireCandidates:
      '{{unmatched}} detecciones sin antorcha a menos de {{radius}} m, guardadas como {{candidates}} posibles antorchas nuevas para revisar.',
    nightfireMissing: '{{count}} celdas leídas como faltantes (999999 y otros valores de relleno).',
    more: '…y {{count}} más.',
  },
  report: {
    line: 'Línea {{line}}: {{message}}',
    lineColumn: 'Línea {{line}}, columna {{column}}: {{message}}',
    more: '…y {{count}} filas erróneas más.',
    nothingImported: 'No se importó nada.',
  },
  cli: {
    usage:
      'Uso: npm run import -- <archivo.csv|archivo.csv.gz|archivo.xlsx> --source "<editor>" [--kind operator|regulator] [--title "<título>"] [--licence "<licencia>"] [--url <url>] [--date AAAA-MM-DD] [--sheet <nombre>] [--lang en|es] [--preview]\n     npm run import -- seed   (vuelve a cargar los datos reales incluidos; también reemplaza los importados)',
    imported: 'Se importó {{file}} ({{template}}, {{rows}} filas) en {{seconds}} s.',
    previewed:
      'Vista previa de {{file}} ({{template}}, {{rows}} filas) en {{seconds}} s: no se cambió nada. La importación haría esto:',
    counts: '{{table}}: {{inserted}} insertadas, {{updated}} actualizadas, {{unchanged}} sin cambios',
    countsDeleted:
      '{{table}}: {{inserted}} insertadas, {{updated}} actualizadas, {{unchanged}} sin cambios, {{deleted}} borradas',
    failed: 'La importación falló: {{message}}',
  },
};
