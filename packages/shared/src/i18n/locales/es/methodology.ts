import type { methodology as en } from '../en/methodology.js';

export const methodology: typeof en = {
  title: 'Metodología',
  lead: 'Cómo se obtiene cada cifra del Explorador de quema: los datos de origen, cada fórmula con su fuente publicada y los supuestos que usamos donde faltan datos.',
  contents: 'Contenido',
  sourceLabel: 'Fuente: {{source}}',
  compositionCaption: 'Composición por defecto del gas asociado (% molar)',
  symbols: {
    intensity: 'intensidad [m³/bbl]',
    oil: 'petróleo producido [bbl]',
    index: 'índice [%]',
    gas: 'gas producido [m³]',
  },
  sections: {
    volumes: {
      heading: 'Gas quemado',
      paragraphs: [
        'El gas quemado es un volumen en metros cúbicos a 15 °C y 101,325 kPa. Cada cifra indica el período que abarca: un año para el catálogo satelital, un mes para los informes de operadoras y reguladores.',
        'Los volúmenes satelitales son estimaciones del Earth Observation Group a partir del calor radiante que el instrumento VIIRS detecta de noche (VIIRS Nightfire, calibración d.7_slope_0.029353); no son volúmenes medidos. EOG advierte que la calibración sobreestima las antorchas pequeñas.',
        'El Banco Mundial y el Energy Institute publican sus propios totales por país; los mostramos junto a nuestra suma de antorchas y nunca los mezclamos. El Energy Institute normaliza los volúmenes a 40 MJ/m³ y, antes de 2013, usaba datos de Cedigaz.',
        'Un satélite ve toda la quema de un sitio: no distingue la quema rutinaria de la de seguridad u otra quema no rutinaria, y ninguna de las fuentes que tenemos las separa. Por eso decimos «quema» donde no se conoce la división, y marcamos una antorcha como rutinaria o no rutinaria solo donde una fuente lo indica (si no, «Desconocido»). «Cero quema rutinaria para 2030» es la meta contra la que se miden las cifras, no algo que ellas midan. La línea mundial del Energy Institute es su propio «Total World» publicado.',
      ],
      source:
        'Earth Observation Group, Payne Institute, Colorado School of Mines — VIIRS Nightfire, quema mundial de gas; Banco Mundial GGFR; Energy Institute Statistical Review of World Energy 2024.',
    },
    co2: {
      heading: 'Emisiones de CO2',
      paragraphs: [
        'V es el volumen quemado en m³, 23,645 m³/kmol el volumen molar de un gas ideal a 15 °C y 101,325 kPa, yᵢ la fracción molar y nCᵢ el número de átomos de carbono de cada hidrocarburo (C6+ se cuenta como 6), η la eficiencia de combustión y 44,01 kg/kmol la masa molar del CO2. El CO2 que ya contiene el gas atraviesa la llama.',
      ],
      source:
        '40 CFR 98.233(n) (US EPA, Subparte W, antorchas); API Compendium of Greenhouse Gas Emissions Methodologies (2021), §4.6.',
    },
    ch4: {
      heading: 'Metano no quemado',
      paragraphs: [
        'La fracción 1 − η del metano sale de la antorcha sin quemarse; 16,04 kg/kmol es la masa molar del metano.',
      ],
      source: '40 CFR 98.233(n) (metano no quemado); API Compendium 2021, §4.6.',
    },
    co2e: {
      heading: 'CO2 equivalente y el horizonte del GWP',
      paragraphs: [
        'El CO2e suma al CO2 el calentamiento del metano no quemado. En 100 años una tonelada de metano fósil calienta como {{gwp100}} t de CO2 (GWP100, por defecto); en 20 años, como {{gwp20}} t (GWP20). El selector sobre cada vista cambia el horizonte de todas las cifras de CO2e.',
      ],
      source: 'IPCC AR6, Grupo de Trabajo I (2021), tabla 7.15, metano fósil.',
    },
    efficiency: {
      heading: 'Eficiencia de combustión',
      paragraphs: [
        'Donde la eficiencia de una antorcha no está medida suponemos que se quema el {{efficiency}} de los hidrocarburos, y marcamos la cifra como valor por defecto.',
        'Estudios de campo de antorchas encendidas en cuencas de Estados Unidos midieron cerca del 95 % (Plant et al., Science 377:1566–1571, 2022), así que junto a cada cifra de CO2e calculada con el valor por defecto damos un rango: desde la eficiencia por defecto hasta el 95 %. El metano sin quemar es lo que más pesa en el CO2e, así que la eficiencia menor da la cifra mayor.',
      ],
      source: '40 CFR 98.233(n); API Compendium 2021, §4.6 (antorchas).',
    },
    composition: {
      heading: 'Composición del gas',
      paragraphs: [
        'Las emisiones y el poder calorífico dependen del gas que se quema. Los datos que tenemos no incluyen ninguna cromatografía de laboratorio de gas quemado, así que hasta que una operadora informe una usamos la composición por defecto de gas asociado de OPGEE que figura abajo, y marcamos cada cifra calculada con ella. OPGEE da los butanos como una sola cifra de C4; la cargamos como n-butano.',
        'Nuestro valor por defecto es gas asociado, así que para otros tipos de sitio el rango junto a cada cifra de CO2e también recorre un segundo gas publicado, por tipo de antorcha, donde lo hay. Refinerías: desde el valor por defecto hasta el gas combustible (“Fuel Gas” en la tabla) que las refinerías producen y queman (EPA de EE. UU., 40 CFR parte 98, subparte C, tabla C-1: 1,388 × 10⁻³ MMBtu/scf × 59,00 kg CO2/MMBtu, 2,89 kg de CO2 por m³ quemado, frente a 2,00 kg del valor por defecto). Terminales de GNL y plantas de procesamiento de gas: desde gas natural de calidad de gasoducto (la misma tabla: 1,026 × 10⁻³ MMBtu/scf × 53,06 kg CO2/MMBtu, 1,92 kg por m³) hasta el valor por defecto, el gas crudo que entra a una planta. Las antorchas de upstream de yacimientos de petróleo y de gas, las plantas de procesamiento de petróleo y otros sitios conservan el gas por defecto y solo el rango de eficiencia: ninguna fuente publicada da su gas por tipo. La tabla C-1 no da la proporción de metano, así que el metano sin quemar es el 89,18 % del gas por defecto en todos los extremos; el pie cúbico estándar de la EPA (60 °F) y nuestro m³ (15 °C) difieren en un 0,2 %.',
        'Por cada 1.000 m³ con los valores por defecto (GWP100): una antorcha de upstream, de 2,33 a 2,81 t de CO2e; una refinería, de 2,33 a 3,65 t; una terminal de GNL o una planta de gas, de 2,24 a 2,81 t. El gas de antorcha de refinería rico en hidrógeno puede llevar menos carbono que ambos extremos, algo que ningún valor por defecto cubre; una composición medida reemplaza el rango. En los datos que publicamos, todas las antorchas del último año son de upstream, así que los rangos del mundo, de los países y de las empresas son el rango de eficiencia; el rango del gas aparece en los sitios de refinerías, GNL y plantas de gas.',
      ],
      source:
        'OPGEE v4, yacimiento por defecto (Universidad de Stanford); El-Houjeiri, Brandt y Duffy, Environ. Sci. Technol. 47(11):5998–6006, 2013; EPA de EE. UU., 40 CFR parte 98, subparte C, tabla C-1 (81 FR 89188, 9 de diciembre de 2016), “Fuel Gas” y “Natural Gas (Weighted U.S. Average)”.',
    },
    intensity: {
      heading: 'Intensidad de quema',
      paragraphs: [
        'Metros cúbicos de gas quemado por barril de petróleo producido en el mismo período. Para los países mostramos la intensidad publicada por el Banco Mundial; para las empresas dividimos nuestro volumen quemado por la producción de petróleo informada.',
        'La intensidad y el índice de quema de una empresa necesitan producción y quema del mismo año completo. La producción mensual de los operadores de la cuenca Neuquina cubre 2025–2026 y la quema satelital termina en 2024, así que por ahora no se pueden calcular, y la cifra lo dice. La producción acumulada por concesión de la Secretaría de Energía (2006–2026) es un único total por concesión, sin desglose por año, así que no puede reemplazar la producción de un año.',
      ],
      source: 'Banco Mundial, Global Gas Flaring Tracker (definición de intensidad de quema).',
    },
    index: {
      heading: 'Índice de quema',
      paragraphs: [
        'Nuestra propia medida: la proporción del gas producido que se quema, en porcentaje. No se limita a 100 %: un valor mayor muestra que la estimación satelital y la producción informada no concuerdan.',
      ],
      source: 'Definición de Flarescope, tal como se expone en esta página.',
    },
    counts: {
      heading: 'Antorchas activas y último mes',
      paragraphs: [
        'Las antorchas activas son las que tienen un volumen quemado mayor que cero en el último período; una antorcha vista por dos fuentes cuenta una vez. El último mes es el mes más reciente con datos mensuales; los datos satelitales son anuales, así que aparece solo cuando se importan informes de operadoras o reguladores.',
      ],
      source: 'Definiciones de Flarescope, tal como se exponen en esta página.',
    },
    ranks: {
      heading: 'Posición mundial y posición en el país',
      paragraphs: [
        'Los países y las empresas se ordenan por gas quemado en el último año completo; 1 es el mayor. Los volúmenes iguales comparten posición y se salta la siguiente (1, 2, 2, 4). Quien no quemó ese año no tiene posición, y tampoco «Sin atribuir».',
        'Un país se ordena entre todos los países que quemaron. Una empresa se ordena solo entre los operadores que una fuente identifica («1 de 23 operadores identificados»): la quema que nadie atribuye no es un operador, y en los países sin datos de operadores nadie tiene posición, así que la posición dice cuántos operadores y países abarca.',
        'Cada empresa también se clasifica como su grupo: cada empresa sumada a su dueño cuando una fuente pública lo nombra (Vostsibneftegaz, Yuganskneftegaz y Taas-Yuryakh a Rosneft) o, si no, a sí misma con el mismo nombre en cada país (Eni en Argelia, Egipto, Libia, México y Nigeria), entre todos los grupos identificados («7 de 326 grupos identificados»).',
      ],
      source:
        'Definiciones de Flarescope, tal como se exponen en esta página; clasificación de competición estándar.',
    },
    power: {
      heading: 'Potencial eléctrico',
      paragraphs: [
        'La potencia eléctrica que podría generar el gas de una antorcha en lugar de quemarse: el volumen diario por el poder calorífico inferior del gas por una eficiencia eléctrica del {{electrical}} (típica de motores a gas y turbinas de ciclo simple de 1 a 10 MW); los MJ por día divididos por 86.400 s dan MW.',
        'El poder calorífico inferior es la suma del poder calorífico neto de gas ideal de cada componente a 15 °C ponderado por su fracción molar.',
        'Las antorchas no arden todas las noches. El volumen anual de EOG se arma con el calor radiante de las noches en que se vio la antorcha, repartido sobre todas las noches despejadas, así que la potencia de arriba es un promedio del año. Donde la fuente da una frecuencia de detección (la fracción de noches despejadas con detección), mostramos también la potencia mientras arde —el promedio dividido por esa fracción—, que es lo que tendría que tomar un generador funcionando esa fracción del tiempo. Una antorcha cuyo último volumen es de un año anterior al último año satelital dice «vista por última vez en …»: puede estar apagada hoy.',
      ],
      source:
        'ISO 6976:2016 (poderes caloríficos); GPSA Engineering Data Book, fig. 23-2 (verificación); Elvidge et al., «Methods for global survey of natural gas flaring from Visible Infrared Imaging Radiometer Suite data», Energies 9(1):14, 2016 (volúmenes anuales y frecuencia de detección).',
    },
    progress: {
      heading: 'Avance hacia cero quema rutinaria en {{year}}',
      paragraphs: [
        'La línea de avance va en recta desde el primer año con datos hasta cero en {{year}}: un país o una empresa va en camino cuando su último volumen está en esa línea o por debajo. La tendencia es la recta de mínimos cuadrados de los últimos cinco años; donde cruza el cero está el año proyectado.',
        'Los dos extremos de la comparación y la tendencia salen de una sola fuente, indicada al lado: la serie publicada por el Banco Mundial donde cubre el país o el mundo (de 2012 a su último año) y, si no, solo nuestra suma satelital (desde 2017). Nunca se compara el último año de un editor con la línea de base de otro.',
        'Los operadores se evalúan igual, con la única serie que los nombra: el volumen satelital de las antorchas que se les atribuyen (ningún editor publica la quema por operador), desde su primer año con quema atribuida y solo con al menos {{minYears}} años de datos: con dos, el cambio de un solo año decidiría el veredicto. «Sin atribuir» no es un operador y no recibe veredicto. Como el catálogo satelital se filtra por el último año de cada sitio, los primeros años de un operador pierden más que el último: la recta satelital es más difícil de cumplir que la realidad, y un veredicto «fuera de camino» debe leerse teniéndolo en cuenta.',
      ],
      source:
        'Iniciativa del Banco Mundial «Cero quema rutinaria para 2030»; definiciones de Flarescope, tal como se exponen en esta página.',
    },
    attribution: {
      heading: 'Quién opera una antorcha',
      paragraphs: [
        'Las antorchas de Argentina se atribuyen a la operadora de la concesión en la que se encuentran (punto en polígono con los contornos de concesiones de la Secretaría de Energía). Toda otra antorcha pertenece a la empresa «Sin atribuir» de su país hasta que datos de operadoras o reguladores identifiquen a su operadora: nunca suponemos.',
        'Las concesiones cambian de manos, por eso el volumen de una antorcha se atribuye año por año. La producción por concesión y empresa de la Secretaría (2006–2026) da el primer y el último mes de cada empresa en una concesión; un año corresponde a la empresa con más meses en él (una empresa que tomó el área en mayo tiene 8 de 12) y, a igualdad de meses, a la que llegó después. La empresa es la que declaró la producción, con su único nombre: una empresa que cambió de nombre (Vista Oil & Gas → Vista Energy, Wintershall Energía → Wintershall Dea) o cuyo negocio pasó a otra entidad del mismo grupo (la sucursal argentina de Pan American Energy → Pan American Energy SL) es una sola empresa, con la evidencia en su página (ver «Una empresa, un nombre» más abajo); un socio que declaró aparece con su propio nombre. Los años en que ninguna empresa produjo en la concesión quedan con la operadora del contorno actual. En los años del catálogo, 2017–2024, esto pasa 129 de los 592 años-antorcha dentro de concesiones argentinas (784 millones de m³) de la operadora actual a la de entonces; antes de unir las empresas que cambiaron de nombre eran 141 (876 millones de m³): la diferencia son cambios de nombre, no de operadora. La quema de Aguada Federal de 2017–2021 es de Wintershall Dea, la de Cañadón Amarillo de YPF hasta que Quintana tomó el área en 2025. Cada antorcha se asigna (la dirección de su página) a la operadora de su último año fechado con volumen: las antorchas de Cañadón Amarillo, vistas solo en los años de YPF, son de YPF. La página de cada antorcha muestra su operadora por año, y el número de antorchas de una empresa incluye toda antorcha que operó en algún año, así que una antorcha que cambió de manos cuenta para cada una de sus operadoras.',
        'En el catálogo satelital, las antorchas a menos de 500 m entre sí se unen a lo largo de los años, lo que puede juntar dos antorchas vecinas o dividir una.',
        'El catálogo satelital que usamos está filtrado por quien lo armó a partir de los archivos anuales de EOG: conserva solo sitios de upstream y descarta todo sitio cuyo volumen más reciente es inferior a 30 Mcf/d (unos 0,00031 bcm al año; 8374 sitios). Su total de 2017 es de 129,1 bcm frente a los 138,5 bcm de upstream del propio EOG, nuestra suma queda por debajo de la del Banco Mundial en cada uno de los 20 países que más queman (mundo 2023: 141,0 frente a 147,66 bcm, −4,5 %; 2019: −12 %) y, como el filtro mira el último año, los años anteriores pierden más: una tendencia satelital exagera el aumento (+15,6 % de 2017 a 2024, frente al +4,9 % de 2017 a 2023 del Banco Mundial). Por eso el avance hacia 2030 usa la serie del Banco Mundial dondequiera que exista.',
        'Junto a cada gráfico de series del mundo y de un país damos nuestra suma satelital frente a la del Banco Mundial año por año, para los años que tienen ambas (el mundo: −8,2 % en 2017, −12,0 % en 2019, −4,5 % en 2023). La diferencia no es una tendencia: es menor en los años recientes porque el catálogo conserva o descarta cada sitio según el volumen de su último año.',
      ],
      source:
        'Secretaría de Energía de la Nación (Argentina), Concesiones de explotación y producción por concesión y empresa 2006–2026 (Capítulo IV); catálogo de antorchas de EOG 2017–2024.',
    },
    operators: {
      heading: 'Operadores en el mundo',
      paragraphs: [
        'Fuera de Argentina, los operadores los identifica el libro del Banco Mundial por antorcha («Flare Volume Estimates by Individual Flare Location», GGFR/GFMR), que da a cada sitio de quema de upstream de un año su yacimiento, el tipo de yacimiento y su operador. Incluimos sus filas de 2024 de 16 países y las de Nigeria de cada año 2012–2024; un administrador importa el libro completo, todos los países y años, en un solo paso. Sus volúmenes salen de las mismas detecciones satelitales que nuestro catálogo, así que no los cargamos dos veces: el libro identifica al operador y el catálogo da el volumen.',
        'Cada sitio del Banco Mundial se vincula con la antorcha del catálogo más cercana de su país a menos de 1,5 km: dos píxeles de VIIRS (750 m en el nadir). En las filas incluidas, 3161 de los 3811 sitios de 2024 (el 99,0 % de su volumen) están a menos de 10 m de una antorcha del catálogo: la misma detección, con coordenadas redondeadas a 4 decimales. El radio de 1,5 km agrega 224 sitios (el 0,25 % del volumen); más lejos, la antorcha más cercana suele ser otra del mismo yacimiento. Un sitio identifica una antorcha por año; cuando dos sitios reclaman la misma antorcha, gana el de mayor volumen y el otro figura en el resumen de la importación, junto con los sitios que no coinciden con ninguna antorcha (plantas de GNL que el catálogo de upstream no incluye, sitios sin volumen ese año). La distancia de cada vínculo está en la página de la antorcha. Los candidatos son las antorchas del catálogo de upstream y los sitios de downstream de EOG de 2017 (refinerías, plantas de petróleo y gas, plantas de GNL): 37 de los años-sitio incluidos coinciden con un sitio de downstream de 2017 (36 de ellos plantas de GNL), que identifica a su operador pero solo tiene volumen satelital en 2017. La parte identificada es del catálogo satelital de upstream (149,2 bcm en 2024): deja fuera refinerías y plantas de GNL, que el catálogo no incluye, y los sitios más pequeños del catálogo (menos de unos 30 Mcf/d en su último año).',
        'Precedencia: cuando un regulador nacional fecha un año-antorcha (la Secretaría de Energía en Argentina), su registro prevalece sobre el del Banco Mundial, y la página de la antorcha lo dice.',
        'Años: el Banco Mundial identifica operadores en los años que cubren sus filas (2024 en los archivos incluidos; todos los años en Nigeria). Nunca copiamos un operador de 2024 a años anteriores como si una fuente lo dijera. Cada antorcha se asigna a la operadora de su último año fechado, así que los años anteriores de un operador son la historia de las antorchas que opera hoy; su página dice qué años fecha una fuente y cuáles son esa historia, y su tendencia y su avance hacia 2030 se miden sobre esa base.',
        'Una empresa, un nombre: la misma empresa aparece con varios nombres — un cambio de nombre (Vista Oil & Gas → Vista Energy; NPDC → NEPL), otra entidad de la misma empresa (una sucursal), una grafía (Orenburgneft y Orenburg-Neft) o acentos dañados en una fuente («Petrobosc獺n» es Petroboscán). Cada uno de esos nombres figura como «también conocida como» en la página de la empresa, con su evidencia, y la búsqueda lo encuentra. Una empresa presente en varios países con un mismo nombre es una sola empresa, con una página en cada país y una propia. Las filiales se suman a su grupo cuando una fuente pública dice quién es su dueño (las empresas de producción de Rosneft; las petroleras estatales de Irak bajo el Ministerio de Petróleo; las de Irán bajo NIOC; las empresas mixtas de Venezuela, de mayoría de PDVSA por ley), y se muestran y clasifican de las dos maneras.',
        'Los operadores conjuntos que la fuente escribe juntos («Eni, Shell») quedan como están escritos: no repartimos el volumen de una antorcha entre socios.',
        'Una empresa se suma a un grupo solo cuando una fuente muestra control. Una empresa conjunta que ningún socio controla es su propio grupo, con sus socios y sus participaciones cuando una fuente las da: Nigeria LNG (NNPC 49 %, Shell 25,6 %, TotalEnergies 15 %, Eni 10,4 %) no es de NNPC; Slavneft, que opera Krasnoyarskneftegaz, pertenece a Rosneft y Gazprom Neft, cerca del 49,9 % cada una, y no está en las cifras de ninguna. La página de un socio lista esas participaciones sin sumarlas. Una empresa adquirida se archiva bajo la compradora cuando el regulador muestra el relevo en las mismas concesiones (Petrobras Argentina → Pampa Energía, 2018-05).',
        'El silencio de una fuente no es un nombre: una fila del Banco Mundial cuyo operador es «NA» no atribuye su año-antorcha a nadie («Sin atribuir»), aunque la antorcha estuviera archivada antes bajo otra empresa. La parte identificada de Nigeria en 2024 es 99,2 %, no el 99,3 % que daba arrastrar un operador de 2022.',
        'Posibles duplicados: los pares de empresas de un mismo país que podrían ser una sola con dos nombres (comparten una antorcha o un yacimiento, con años que se solapan o un relevo, o con nombres parecidos) se listan en la consola de administración; un administrador fusiona el par o indica que no son la misma, con la evidencia, y la decisión se mantiene en cada recarga. Cuando una empresa cambia de nombre o se fusiona, o una antorcha pasa a otro operador, su dirección web antigua responde con una redirección permanente a la nueva.',
      ],
      source:
        'Banco Mundial, Alianza Mundial para la Reducción de la Quema de Gas / Alianza Mundial para la Reducción de la Quema y el Metano, Flare Volume Estimates by Individual Flare Location 2012–2024 (CC BY 4.0); catálogo de antorchas de EOG 2017–2024; la evidencia de cada alias y grupo en data/seed/operators.',
    },
    nightly: {
      heading: 'Detecciones nocturnas (VIIRS Nightfire)',
      paragraphs: [
        'Los archivos Nightfire de EOG listan cada píxel caliente que VIIRS vio en una noche, una fila por detección en un paso del satélite: no una antorcha, ni un volumen. Flarescope lee los formatos v2.1, v3.0 «-ez» y v4.0; 999999 y los demás valores de relleno son valores faltantes, nunca números.',
        'Cada detección se asocia a la antorcha del catálogo más cercana a menos de 1,5 km (un píxel VIIRS mide 750 m en el nadir y unos 1,6 km en el borde del barrido, y la detección se ubica en el centro de su píxel). Las detecciones sin antorcha tan cerca quedan como posibles antorchas nuevas, que revisa un administrador. Confirmar una registra que al catálogo le falta una antorcha allí; no la agrega, porque una detección no indica país, operadora ni volumen: la antorcha se agrega con la plantilla de antorchas, con su fuente.',
        'Por antorcha y noche Flarescope guarda las detecciones, el calor radiante (la media por paso de la suma del calor radiante del paso, MW), la temperatura (ponderada por el calor radiante, K) y el cielo: despejado si alguna detección fue con cielo despejado (máscara de nubes 0 o 1), nublado si todas fueron bajo nubes (2 o 3). Un mes suma sus noches.',
        '«Vista en N de las últimas M noches despejadas» mira las últimas 30 noches importadas. Los archivos listan solo detecciones, no el cielo donde no se vio nada: una noche sin detección cuenta como despejada, y se dejan fuera las noches en que la antorcha se vio solo bajo nubes. Por eso N ÷ M es una cota inferior de la frecuencia de detección de EOG.',
      ],
      source:
        'Earth Observation Group (EOG), Payne Institute, Colorado School of Mines: archivos nocturnos VIIRS Nightfire, versiones 2.1, 3.0 «-ez» y 4.0 (CC BY 4.0); Elvidge et al. (2013), VIIRS Nightfire: satellite pyrometry at night, Remote Sensing 5(9); indicadores de la máscara de nubes de VIIRS (VCM) de la NOAA.',
    },
    usOperators: {
      heading: 'Operadores de EE. UU. mes a mes, y declarado frente a observado',
      paragraphs: [
        'En Estados Unidos, los operadores informan cada mes su producción y su quema a los reguladores estatales (Texas Railroad Commission, New Mexico Oil Conservation Division, North Dakota Department of Mineral Resources, Colorado). Flaring Monitor publica esos informes por operador, estado y mes: petróleo producido (bbl), gas producido y gas quemado (Mcf, mostrados en m³ o en sus unidades; 1 Mcf = 28,3168 m³) y el CO2e que implican los informes (t). Los meses siguen siendo meses: la página de una empresa muestra su serie mes a mes, y un año es la suma de los meses que tiene la fuente; un año que tiene solo en parte (2021: de enero a mayo) lo dice. Los informes de cada estado terminan en un mes distinto (Texas y Colorado antes), así que el último mes de una empresa es el suyo, junto al último mes de la fuente.',
        'Intensidad de quema declarada: gas quemado por barril de petróleo, ambos de los mismos informes y los mismos meses. Puestos entre los operadores de EE. UU.: por gas quemado declarado en el año o el mes que elija, entre los operadores que declararon quema entonces («32 de 313»). Un nombre que los estados escriben de dos maneras («D90 Energy, Llc» y «D90 Energy Llc») es una sola empresa; una empresa de EE. UU. de un grupo presente en otros países se archiva con el nombre de su grupo y la evidencia (ExxonMobil, Chevron, Shell, BP, Equinor, Repsol, Occidental). Una fila que no nombra operador se deja fuera.',
        'Las antorchas satelitales de EE. UU. siguen «Sin atribuir»: los informes a los estados son por operador y mes, no por antorcha, y ninguna fuente que tenemos vincula una antorcha satelital con su operador. La página del país muestra el total declarado por los operadores junto al total del catálogo satelital del mismo año, cada uno con su fuente; cubren cosas distintas (los operadores de cuatro estados frente a cada antorcha de producción del catálogo) y nunca se suman ni se restan.',
        'Declarado frente a observado: para 58 operadores de Texas, Nuevo México y Dakota del Norte, Flaring Monitor pone una estimación satelital del volumen quemado (calor radiante de VIIRS Nightfire asociado a los grupos de pozos de cada operador), con una cota inferior y una superior, junto al volumen declarado al estado. Comparamos ambos tal como los da ese archivo —su propio volumen declarado, asociado a los mismos pozos, que difiere del archivo de los estados en cerca de un tercio de los meses por estado (636 de 1 819)—, mes a mes y estado por estado, sumando los estados de un operador solo donde existen ambas cifras. Un mes cuyo volumen declarado queda por debajo de la cota inferior satelital se marca «por debajo de lo que vieron los satélites», con las cotas a la vista; es una observación sobre dos estimaciones, no una conclusión sobre el operador. Los totales cubren los meses que elija; la clasificación ordena a los operadores por la diferencia (estimación menos declarado).',
      ],
      source:
        'Flaring Monitor (flaringmonitor.org), repositorio flaringmonitor/viirs-flare-data (28-06-2021, LGPL 2.1): flaring_monitor_company_stats_reported.csv y flaring_monitor_company_stats_satellite_modeled.csv, de los reguladores estatales y VIIRS Nightfire de EOG; catálogo de antorchas de EOG 2017–2024 para el total satelital. Decisión 036.',
    },
    units: {
      heading: 'Unidades',
      paragraphs: [
        'Las cifras se guardan en unidades métricas y se muestran en unidades métricas o imperiales según lo que elija en el encabezado. 1 m³ = {{scf}} pies cúbicos estándar (scf; Mscf = mil, MMscf = millón, Bcf = mil millones); 1 barril = {{bbl}} m³; 1 tonelada corta = {{shortTon}} t; 1 Btu = {{btu}} J; °F = 1,8 × °C + 32. Un barril equivalente de petróleo (bep) cuenta 5,8 mil scf de gas.',
      ],
      source: 'NIST Special Publication 811 (2008), apéndice B; SPE (bep).',
    },
    finance: {
      heading: 'Modelo financiero de generación eléctrica con gas',
      paragraphs: [
        'Las cifras de un proyecto salen de un modelo anual de flujos de fondos (FF). Los flujos ocurren al final de cada año; la inversión de capital (capex) se realiza en el año 0 y la planta opera desde el año 1 hasta el fin de su vida útil. Los precios que se ingresan son los del año 1; el ajuste anual se aplica desde el año 2. Los montos están en dólares estadounidenses nominales; tasas, proporciones y factores son fracciones de uno, mostradas como porcentajes.',
        'Cada supuesto debe estar dentro de límites que existen en un proyecto real, cada uno con su razón en el código del modelo: entre ellos una eficiencia eléctrica neta de 5 % a 65 % (PCI), un poder calorífico de 1 a 100 MJ/m³, una potencia de 1 kW a 10.000 MW, un precio del gas de hasta 200 USD/MMBtu, una tarifa de hasta 5.000 USD/MWh, un ajuste de −20 % a 20 % anual, tasas de descuento e interés de hasta 50 % y una vida útil de hasta 60 años. Dentro de ellos el modelo nunca falla. Un proyecto guardado antes de estos límites con supuestos fuera de ellos muestra sus cifras como no disponibles hasta que su propietario los corrija.',
        'Energía y combustible: E es la generación anual, P la potencia neta, FC el factor de capacidad y η la eficiencia eléctrica neta sobre el poder calorífico inferior (PCI) del gas. E es P × FC × 8.760 h, o menos en un año en que el gas no alcanza: el gas del proyecto (el promedio diario más reciente de las antorchas vinculadas, o la cifra del responsable), que cae cada año después del primero según la declinación, da como máximo gas × 365 × PCI × η ÷ 3.600 MWh. La declinación propuesta es la de las propias antorchas cuando su serie satelital tiene 3 años o más (una exponencial por mínimos cuadrados de los volúmenes anuales; un crecimiento cuenta como ninguno). El combustible que quema la planta es E × 3.600 MJ/MWh ÷ η; dividido por el PCI del gas da el volumen, y por 365 el volumen diario. El precio del gas es el precio negociado, por MMBtu del poder calorífico superior (PCS) del gas (1 MMBtu = {{mmbtu}} MJ): la energía de combustible, en la base PCI de la eficiencia, se convierte con la relación PCS/PCI propia del gas (el poder calorífico superior suma el calor de condensar el agua que forma el gas, ISO 6976:2016; 1,11 para el metano). Un proyecto guardado antes de que se pidiera el PCS toma la relación del gas por defecto, 1,108.',
        'Deuda e impuestos: el préstamo es la proporción de deuda del capex, que se devuelve en cuotas anuales iguales (sistema francés) durante su plazo, con interés sobre el saldo. El impuesto es la alícuota por el EBITDA menos la amortización lineal del capex (y de los intereses durante la construcción activados con él) menos los intereses, nunca negativo: el quebranto de un año se traslada hasta {{carryForward}} años y se compensa con ganancias posteriores, como permite la ley de impuesto a las ganancias argentina, y nunca se reintegra. El flujo del proyecto tributa como si no hubiera préstamo (sin deducir intereses); el flujo del accionista es lo que queda después del servicio de la deuda y del impuesto efectivamente pagado.',
        'Construcción: un proyecto puede construirse en 1 a 3 años de construcción, C1, C2…, el último de los cuales es el año 0, de modo que la operación sigue empezando en el año 1 (0 pone todo el capex al inicio de la operación, como antes de este dato). Cada año de construcción gasta su parte del capex (en partes iguales salvo que el proyecto diga otra cosa) a lo largo del año, y el préstamo se desembolsa con ella; los desembolsos devengan medio año de interés en ese año y un año completo en cada año posterior (la convención de mitad de año del Annual Technology Baseline de NREL). Estos intereses durante la construcción no se pagan: se suman al préstamo, que se devuelve desde el año 1, y forman parte de lo que cuesta la planta, así que el préstamo al inicio de la operación es la proporción de deuda del capex más esos intereses (el capital propio paga el resto del capex a medida que se gasta) y la empresa los amortiza junto con el capex. Un préstamo dimensionado a un DSCR objetivo se dimensiona sobre ese saldo. El capex cuenta a mitad del año en que se gasta, cuando empiezan a correr sus intereses: el VAN se descuenta al inicio de la construcción, la TIR y la TIRM abarcan toda la serie en pasos de medio año (las funciones VNA.NO.PER y TIR.NO.PER de una planilla, con fechas a mitad de año, dan lo mismo), el LCOE descuenta el capex de cada año desde la mitad del año, los repagos se cuentan desde el inicio de la operación, y el DSCR y el LLCR cubren solo los años de operación. La declinación del gas, los overhauls y el fin de la vida se cuentan desde el inicio de la operación.',
        'Valor actual neto (VAN): el flujo del proyecto de cada año se divide por (1 + r)^t, siendo r la tasa de descuento, y el año 0 no se descuenta. En una planilla, la función VNA() (NPV() en Excel en inglés) descuenta también su primer valor: el mismo VAN es =FF0 + VNA(r; FF1:FFN).',
        'Tasa interna de retorno (TIR): la tasa de descuento a la que el VAN es cero, para el proyecto y para el accionista. Con un cambio de signo en los flujos de caja existe exactamente una; se la encuentra con el método de Newton y, donde falla, partiendo por la mitad el intervalo de −99,9999 % a 999.900 % alrededor del cambio de signo. Cuando los flujos cambian de signo más de una vez (años finales que pierden caja), se encuentra cada tasa que anula el VAN partiendo ese intervalo hasta que cada trozo o bien conserva un signo de forma demostrable o bien contiene una raíz: si hay más de una, la TIR se muestra como «no es única» con cada una de ellas, y no significa nada; si no hay ninguna, «no existe». El VAN es entonces la cifra que hay que leer, con la TIRM.',
        'TIR modificada (TIRM): los flujos negativos descontados al año 0 a una tasa de financiamiento, los positivos capitalizados hasta el último año a una tasa de reinversión (ambas son supuestos; por defecto, la tasa de descuento), y la única tasa que convierte lo primero en lo segundo: (valor futuro de los flujos positivos ÷ valor presente de los negativos)^(1/N) − 1, como la TIRM de Excel. Existe cualesquiera sean los signos.',
        'Detención anticipada: si el proyecto lo permite, la planta opera hasta el último año en que sus ingresos cubren su combustible y su O&M (EBITDA ≥ 0) y se detiene después; se dejan fuera los años que solo perderían caja. El servicio de la deuda que quede se sigue pagando, con el capital propio.',
        'Costo nivelado de la electricidad (LCOE): el valor actual del capex, el combustible y la operación y mantenimiento (O&M) dividido por el valor actual de la energía generada, ambos a la tasa de descuento, antes de impuestos y financiamiento. Es la tarifa constante con la que el VAN del proyecto sería cero sin préstamo, sin impuestos y sin ajustes.',
        'Cobertura del servicio de la deuda (DSCR): en cada año del préstamo, el flujo disponible para el servicio de la deuda (CFADS: el EBITDA menos el impuesto pagado, menos el aumento de las cuentas por cobrar o más su disminución) dividido por los intereses y el capital de ese año. Los movimientos de la reserva de servicio de deuda no son CFADS: la reserva está para pagar a los prestamistas cuando el CFADS no alcanza, no para cubrirlos. Un préstamo dimensionado a un DSCR objetivo se dimensiona sobre este CFADS. Se muestra el DSCR más bajo del préstamo; sin préstamo no hay DSCR. La cobertura de la vida del préstamo (LLCR) es el CFADS de los años del préstamo descontado a la tasa de la deuda, dividido por el préstamo adeudado al inicio de la operación; no cuenta el saldo de la reserva, y la página de finanzas la da también con ese saldo.',
        'Período de repago: los años hasta que el flujo acumulado del proyecto deja de ser negativo, contando el último año en parte (interpolación lineal dentro del año). El repago descontado hace lo mismo con los flujos descontados. «Nunca» significa que la vida útil de la planta termina antes; «no hay» significa que el flujo acumulado llega a ser positivo pero vuelve a ser negativo al final de la vida de la planta, así que el capex se recupera y después se pierde.',
        'TIR del accionista con un préstamo del 100 %: cuando el préstamo financia todo el capex, el único aporte del capital propio es la reserva de servicio de deuda; una tasa de rendimiento sobre ese aporte no es la de un accionista, y la TIR y la TIRM del accionista se muestran como no significativas.',
        'Ingresos por carbono: las toneladas acreditadas cada año (el CO2e evitado que se describe abajo, o solo su parte de metano, según la metodología del proyecto) por la parte de los créditos vendida por el precio del carbono, desde el año de operación en que empiezan los créditos; el precio aumenta cada año después de ese. Los créditos son ingresos como la electricidad: cuentan en el EBITDA, en el impuesto y en la cobertura de la deuda.',
        'Emisiones evitadas: sin el proyecto el gas se quema en antorcha y la electricidad viene de la red. La antorcha deja escapar sin quemar la fracción 1 − η de su metano (η = {{efficiency}} y una fracción de metano de {{methane}}, salvo que el proyecto indique las suyas); la red emite {{gridFactor}} t de CO2 por MWh por defecto, el promedio mundial de 2023: ingrese el factor de la red local. La planta quema el mismo gas, así que el CO2 de la combustión es el mismo en ambos casos, salvo por el metano que la antorcha dejaba escapar, que la planta quema a CO2. Se desprecia el metano no quemado del motor. CO2e evitado por año = E × factor de la red + metano no quemado × (GWP × 16,04 − 44,01) / 1000.',
        'Valores por defecto de cada tecnología: un proyecto nuevo parte del costo y el rendimiento de su tecnología en la tabla siguiente, cada uno con su fuente publicada. El catálogo de la EPA da eficiencias sobre el poder calorífico superior; las convertimos a PCI (× 1,11 para el metano) y cargamos su única cifra de O&M por MWh como O&M variable, con O&M fijo en cero para que agregue personal del sitio y seguros.',
        'Valores financieros por defecto: tasa de descuento {{discountRate}}, {{debtShare}} del capex financiado al {{debtRate}} en {{debtTenor}} años, impuesto a las ganancias {{taxRate}} (la alícuota máxima para sociedades en Argentina, Ley 27.630), amortización en {{depreciation}} años, vida útil de {{lifetime}} años, factor de capacidad {{capacityFactor}}, ajuste anual de {{escalation}} para tarifa y costos, gas a {{gasPrice}} USD/MMBtu y tarifa de {{tariff}} USD/MWh. Salvo la alícuota y el traslado de quebrantos, son supuestos nuestros: reemplácelos por los del proyecto.',
      ],
      source:
        'NREL System Advisor Model (SAM), ayuda (flujo de caja, LCOE, DSCR); NREL Annual Technology Baseline (ATB), definiciones financieras; Brealey, Myers y Allen, Principios de finanzas corporativas (VAN, TIR, repago); CMNUCC, metodología MDL AM0009; 40 CFR 98.233(n); IPCC AR6 GT I, tabla 7.15; Ember, Global Electricity Review 2024; US EPA CHP Partnership, Catalog of CHP Technologies (2017); Argentina: Ley 27.630 (2021) y Ley de Impuesto a las Ganancias (t.o. 2019), arts. 25 y 73.',
    },
    supply: {
      heading: 'El gas con el que puede contar una central: P50, P90, supervivencia y los dos casos',
      paragraphs: [
        'Suministro P50 y P90: a partir del registro satelital anual de una antorcha (la fuente de su último período; cada año que guardan el catálogo y las importaciones posteriores), el gas diario de cada año (el volumen del año ÷ sus días) se ajusta con el mismo declive exponencial que el modelo ofrece por defecto (una recta de mínimos cuadrados del logaritmo del gas contra el año; el crecimiento cuenta como nulo). El P50 de un año de operación es esa recta prolongada hasta el año: la mediana del gas. La dispersión de los años alrededor de la recta (la desviación estándar de los residuos, con n − 2 grados de libertad) da el P90, el gas superado 9 años de cada 10: la cota de predicción unilateral del 90 % de la recta, P90 = P50 × exp(−t × s × √(1 + 1/n + (año − año medio)² ÷ Σ (año − año medio)²)), con t el cuantil del 90 % de Student para n − 2 grados de libertad (3,078 con 3 años, 1,440 con 8). La cota se ensancha con pocos años y con la distancia al registro, como debe. El año de operación 1 es el año siguiente al último del registro más los años de construcción.',
        'No hay años suficientes: con menos de 3 años de registro con gas, dos puntos son una sola diferencia y no se puede medir dispersión: la página dice «no hay años suficientes» y no muestra ninguna cifra, nunca 0 ni una estimación.',
        'Disponibilidad: la parte de las noches despejadas en que el satélite vio la antorcha encendida (su frecuencia de detección). El volumen anual ya promedia las noches en que estuvo apagada, así que el gas fluye esa parte del tiempo a un caudal mayor: una central dimensionada al promedio funciona como mucho esa parte del año, y ambos casos limitan a ella el factor de capacidad.',
        'Supervivencia: de las antorchas vistas en un año del catálogo (gas en alguna fuente), de una clase de tamaño (menos de 3000 m³/d; 3000–30 000; 30 000–300 000; 300 000 o más), la parte que se vuelve a ver 1, 2 … 5 años después, contada sobre cada año de partida que tiene esos años por delante. Una antorcha apagada un año que vuelve cuenta como vista en el año posterior. La curva es la del país de la antorcha cuando ese país siguió al menos 30 antorcha-años de la clase cinco años, si no la mundial (la página dice cuál, con los recuentos). Pasados cinco años se supone la misma tasa anual: S(h) = S(5)^(h ÷ 5).',
        'El caso de los prestamistas y el de los patrocinadores, en cada fila preseleccionada (y calculados por la misma función que usan la web y la API): el caso de los prestamistas corre el modelo con el gas P90 de cada año de operación × la probabilidad de que la antorcha se siga viendo esos años después de su registro, con el factor de capacidad limitado a la disponibilidad y el préstamo dimensionado al DSCR mínimo del proyecto (1,30 por defecto, esculpido) pero nunca por encima de su proporción de deuda: la deuda que sostiene el P90, y su DSCR. El caso de los patrocinadores corre el modelo con el gas P50 y ese mismo préstamo pagado en cuotas iguales: el rendimiento del capital. La diferencia entre ambos es lo que un prestamista descuenta y lo que un patrocinador apuesta.',
      ],
      source:
        'J. J. Arps, «Analysis of Decline Curves», Trans. AIME 160 (1945) (declive exponencial); D. C. Montgomery y G. C. Runger, Applied Statistics and Probability for Engineers, §11-6 (intervalo de predicción de una recta de mínimos cuadrados); NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.2 (t de Student); catálogo de antorchas EOG VIIRS Nightfire 2017–2024 (frecuencia de detección, supervivencia); E. R. Yescombe, Principles of Project Finance, 2.ª ed. (P90 para dimensionar la deuda, P50 para el capital).',
    },
    screening: {
      heading:
        'Oportunidades preseleccionadas: una antorcha que sigue encendida, y la tecnología que pide su tamaño',
      paragraphs: [
        'Vista por última vez: cada fila preseleccionada dice el último año en que se vio su antorcha (gas en cualquier fuente ese año, o su último mes). El último año del catálogo es el último año que alcanzan sus volúmenes anuales. Por defecto la lista muestra las antorchas vistas en ese año.',
        'Una antorcha no vista en el último año no es, tal como está, una oportunidad. Se lista, al ampliar la lista, solo si las antorchas como ella volvieron más veces que no: de las antorchas del catálogo de su clase de tamaño (su gas cuando se la vio por última vez) que estuvieron apagadas esa cantidad de años seguidos después de un año en que se las vio, al menos {{unseenMinSurvival}} deben haberse visto de nuevo al año siguiente (contadas sobre todo el catálogo, las antorchas del mundo de la clase). Si no, o cuando el catálogo no tiene un tramo así (una antorcha apagada desde su primer año), queda fuera. La fila dice la proporción. No es la curva de supervivencia de arriba: esa cuenta toda antorcha vista en un año, la mayoría también vistas en los años intermedios, lo que esta antorcha no fue; con la curva de supervivencia una antorcha grande vista por última vez en 2017 seguiría pareciendo probablemente encendida.',
        'La tecnología sigue al tamaño: la planta sobre el gas de una antorcha se construye con microturbinas mientras una planta de microturbinas con ese gas (a su eficiencia de 28 %) no supere el paquete más grande de su fuente de costos ({{microturbineMw}} MW); si no, con motores alternativos a gas mientras una planta de motores (40 %) no supere el sistema de motores más grande de su fuente ({{engineMw}} MW); si no, con turbinas de gas (30 %, ciclo simple). Son los rangos de tamaño de las propias tablas del catálogo CHP de la EPA de EE. UU., de donde vienen los costos.',
        'Ninguna curva de costos se prolonga más allá de los tamaños de su fuente: una planta mayor que el sistema más grande de la tabla de su tecnología (turbinas de gas: {{turbineMw}} MW) toma el costo por kW de ese sistema, y su fila lo dice («fuera de su fuente de costos»). En la práctica las plantas grandes serían ciclos combinados, más baratos por kW y más eficientes, para los que el catálogo no da costos: la preselección no los modela, y la advertencia dice que las cifras descansan en una extrapolación.',
      ],
      source:
        'Catálogo de antorchas EOG VIIRS Nightfire 2017–2024 (última vez vista, supervivencia); US EPA CHP Partnership, Catalog of CHP Technologies (2017), §2 motores alternativos (sistemas de 100 kW–9,3 MW), §3 turbinas de combustión (3–45 MW), §5 microturbinas (65 kW–1 MW). Decisión 038.',
    },
    clusters: {
      heading: 'Agrupaciones: antorchas pequeñas reunidas en una planta',
      paragraphs: [
        'Muchas antorchas son demasiado pequeñas para una planta propia. La preselección también las reúne: en torno a cada antorcha con más gas que cada antorcha a menos de {{radiusKm}} km de ella (el ancla), una agrupación toma el ancla y las antorchas dentro de ese radio, de la más cercana a la más lejana, {{maxMembers}} como máximo, entre las antorchas vistas en el último año del catálogo con gas, sea cual sea su tamaño. Una sola planta se levanta en el ancla, de la tecnología que pide el gas reunido; la agrupación se lista cuando los potenciales eléctricos de sus miembros suman el umbral de la preselección. Una estrella en torno a la mayor antorcha, no una cadena: el encadenamiento simple uniría cuencas enteras antorcha por antorcha. Una antorcha cercana a dos anclas está en las filas de ambas agrupaciones: dos plantas posibles, alternativas, que nunca deben sumarse. Un borrador hecho desde una agrupación conserva su radio (de {{radiusMin}} a {{radiusMax}} km) y reforma la agrupación en torno a la misma ancla cuando cambia.',
        'La parte de cada miembro es su último gas sobre el del conjunto. El poder calorífico de la planta es la media de los miembros ponderada por su gas (la energía se suma); su declinación, P50 y P90 salen de los registros anuales de los miembros sumados en los años en que todos tienen gas, la regla de un proyecto de varias antorchas. El registro de la suma lleva el comovimiento que los miembros mostraron de verdad; suponer independencia estrecharía el P90 con una diversificación que antorchas de un mismo campo —un yacimiento, un operador, un precio del petróleo— no dan.',
        'La línea de recolección se costea como la red más corta que une a los miembros (un árbol de expansión mínima de líneas rectas sobre la esfera, sin factor de trazado ni compresión) a {{usdPerKm}} USD por km: la regresión de Parker de costos de gasoductos de EE. UU. para una línea de 4 pulgadas (materiales, mano de obra, varios y derecho de paso; USD de 2000 por milla), llevada a USD de 2017 con el índice de precios al consumidor de EE. UU. Los coeficientes de la regresión son los recordados de Parker (2004); no se han contrastado con el informe en esta versión (se construyó sin acceso a él), por lo que la cifra por km no está verificada y debe contrastarse con el informe antes de confiar en ella. Las cifras del IPC son los promedios anuales publicados. Se suma al capex de la planta, y cada fila de agrupación dice que es una estimación. Su O&M no se modela.',
      ],
      source:
        'N. Parker, “Using Natural Gas Transmission Pipeline Costs to Estimate Hydrogen Pipeline Costs”, UC Davis Institute of Transportation Studies, UCD-ITS-RR-04-35 (2004); US Bureau of Labor Statistics, promedios anuales del CPI-U 2000 (172,2) y 2017 (245,120); Alianza Global para la Reducción de la Quema de Gas del Banco Mundial (el «medio olvidado» de antorchas medianas); catálogo de antorchas EOG VIIRS Nightfire. Decisión 040.',
    },
  },
  financeFormulas: [
    'E [MWh/año] = P [MW] × FC × {{hours}}',
    'combustible [MJ/año] = E × {{mjPerMwh}} / η;   gas [m³/d] = combustible / PCI / {{days}}',
    'ingresos(t) = E × tarifa × (1 + ajuste de tarifa)^(t − 1)',
    'costo de combustible(t) = combustible × PCS / PCI / {{mmbtu}} × precio del gas (PCS) × (1 + ajuste de costos)^(t − 1)',
    'O&M(t) = (O&M fijo + O&M variable × E) × (1 + ajuste de costos)^(t − 1)',
    'E(t) = mín(P × FC × {{hours}}, gas(1) × (1 − declinación)^(t − 1) × {{days}} × PCI × η / {{mjPerMwh}})',
    'carbono(t) = t CO₂e acreditadas(t) × parte vendida × precio del carbono × (1 + aumento del carbono)^(t − inicio), t ≥ inicio',
    'EBITDA(t) = ingresos(t) + carbono(t) − costo de combustible(t) − O&M(t)',
    'impuesto(t) = alícuota × máx(0, EBITDA(t) − amortización(t) − intereses(t) − quebrantos trasladados)',
    'FF proyecto(0) = −capex;   FF proyecto(t) = EBITDA(t) − impuesto sin intereses(t)',
    'FF accionista(0) = −capex × (1 − proporción de deuda);   FF accionista(t) = EBITDA(t) − servicio de deuda(t) − impuesto(t)',
    'VAN = Σ FF(t) / (1 + r)^t, t = 0 … N;   VAN(TIR) = 0',
    'TIRM = [Σ FF⁺(t) × (1 + tasa de reinversión)^(N − t) / −Σ FF⁻(t) / (1 + tasa de financiamiento)^t]^(1/N) − 1',
    'LCOE = [capex + Σ (costo de combustible(t) + O&M(t)) / (1 + r)^t] / Σ E / (1 + r)^t',
    'DSCR(t) = (EBITDA(t) − impuesto(t) + capital de trabajo liberado(t)) / servicio de deuda(t)',
    'CO₂e evitado [t/año] = E × FE + V / {{molarVolume}} × (1 − η_antorcha) × y(CH₄) × (GWP × {{ch4}} − {{co2}}) / 1000',
  ],
  technologies: {
    caption: 'Valores por defecto de cada tecnología',
    technology: 'Tecnología',
    efficiency: 'Eficiencia eléctrica (PCI)',
    capex: 'Costo instalado [USD/kW]',
    fixedOm: 'O&M fijo [USD/kW-año]',
    variableOm: 'O&M variable [USD/MWh]',
    unitSize: 'Tamaño de unidad [MW]',
    names: {
      reciprocating_engine: 'Motor alternativo a gas',
      microturbine: 'Microturbina',
      gas_turbine: 'Turbina de gas',
    },
  },
  sourcesTitle: 'Fuentes de datos',
  sourcesLead:
    'Todos los datos incluidos en Flarescope son datos públicos reales; cada conjunto, su período y su licencia:',
  datasets: [
    'Earth Observation Group (Payne Institute, Colorado School of Mines): antorchas de upstream de VIIRS Nightfire 2017–2024, 18.688 sitios en 93 países, volúmenes anuales. Uso público libre con atribución (CC BY 4.0 citada por EOG).',
    'Earth Observation Group: antorchas mundiales de 2017 con tipos de downstream (refinerías, plantas de procesamiento de petróleo y gas, terminales de GNL) y totales por país 2012–2017. Uso público libre con atribución.',
    'Banco Mundial, Alianza Mundial para la Reducción de la Quema de Gas (GGFR/GFMR): estimaciones de volumen e intensidad de quema y producción de petróleo, 99 países, 2012–2023. CC BY 4.0.',
    'Energy Institute, Statistical Review of World Energy 2024: gas quemado y CO2 de la quema 1975–2023, producción de petróleo y gas. Uso libre con la atribución «© Energy Institute Statistical Review of World Energy 2024».',
    'Secretaría de Energía de la Nación, Argentina: producción mensual por concesión y operadora de la cuenca Neuquina (2025–2026), producción acumulada por concesión y empresa con el primer y el último mes de cada empresa (2006–2026, que fecha quién operó cada antorcha cada año) y los contornos de las concesiones. CC BY 4.0 (datos.energia.gob.ar).',
  ],
  backToExplorer: 'Volver al Explorador de quema',
};
