import type { event as en } from '../en/event.js';

export const event: typeof en = {
  eyebrow: 'Evento de la industria',
  title: 'Business Mastery',
  tagline:
    'Una competencia de licitación en vivo en la que profesionales del petróleo y el gas convierten un caso real de quema rutinaria en una oferta financiable de generación eléctrica con gas.',
  apply: 'Registre su interés',
  applyHint:
    'La participación es por selección: se eligen {{perCountry}} profesionales por país, de empresas operadoras y de servicios, para formar equipos mixtos y equilibrados.',
  form: {
    heading: 'Registre su interés',
    intro:
      'Cuéntenos quién es y le escribiremos cuando se abra la selección en su país. Usamos estos datos solo para Business Mastery.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    company: 'Empresa',
    position: 'Cargo (opcional)',
    country: 'País',
    countryPlaceholder: 'Elija un país',
    role: 'Trabaja en',
    roles: { operating: 'Una empresa operadora', service: 'Una empresa de servicios' },
    message: 'Mensaje (opcional)',
    messageHint:
      'Lo que aportaría a un equipo, o una pregunta para los organizadores. Como máximo {{max}} caracteres.',
    submit: 'Enviar',
    sending: 'Enviando…',
    done: 'Gracias, {{name}}. Su interés quedó registrado y le enviamos una confirmación a {{email}}.',
    updated:
      'Gracias, {{name}}. Ya teníamos su interés: actualizamos sus datos y le enviamos una confirmación a {{email}}.',
    again: 'Registrar a otra persona',
  },
  challenge: {
    heading: 'El desafío',
    paragraphs: [
      'Cada edición gira en torno a un caso real de quema rutinaria aportado por una operadora aliada del país anfitrión: un campo petrolero en producción que quema su gas asociado porque no tiene cómo llevarlo al mercado. Los equipos reciben el cuarto de datos con el que trabaja a diario el equipo del activo, que incluye pronósticos de producción, composición del gas, registros de medición de la tea, plano del sitio y las opciones de red eléctrica y de venta de gas más cercanas.',
      'La tarea es convertir esa tea en un proyecto financiable. Los equipos deben diseñar una solución de generación eléctrica con gas o de monetización del gas, construir el caso de negocio y presentar una oferta en firme que un inversionista pueda financiar y un regulador pueda aprobar, con una ruta creíble hacia cero quema rutinaria mucho antes de 2030.',
    ],
  },
  format: {
    heading: 'El formato',
    paragraphs: [
      'Business Mastery es una competencia de licitación exclusiva, al estilo "reality show", para profesionales de empresas operadoras y de servicios. Se realiza durante {{days}} días en {{countries}} países de América Latina, con {{perCountry}} profesionales seleccionados por país. Los participantes trabajan en equipos mixtos que combinan la experiencia de operadoras y de empresas de servicios, avanzan desde la entrega del caso hasta el diseño técnico y el modelo financiero, y cierran con rondas de licitación en vivo ante un jurado de operadoras, financistas y reguladores.',
    ],
    facts: [
      { value: '{{days}}', label: 'días' },
      { value: '{{countries}}', label: 'países de América Latina' },
      { value: '{{perCountry}}', label: 'profesionales por país' },
      { value: '2030', label: 'año meta para cero quema rutinaria' },
    ],
  },
  dates: {
    heading: 'Fechas y sedes',
    intro:
      'La primera edición se realiza en Bogotá, Colombia, del 22 al 25 de abril. Lima y Ciudad de México ya están confirmadas como sedes, con fechas por confirmar.',
    editions: [
      { city: 'Bogotá', country: 'Colombia', dates: 'Del 22 al 25 de abril' },
      { city: 'Lima', country: 'Perú', dates: 'Por confirmar' },
      { city: 'Ciudad de México', country: 'México', dates: 'Por confirmar' },
    ],
    more: 'Pronto anunciaremos dos países anfitriones más para completar la gira latinoamericana.',
    cityLabel: 'Ciudad',
    countryLabel: 'País',
    datesLabel: 'Fechas',
  },
  bidding: {
    heading: 'Licitación',
    paragraphs: [
      'Cada equipo entrega una oferta en sobre cerrado al final del día 3. El último día, todos los equipos presentan su oferta en una primera ronda de licitación; luego, los equipos preseleccionados regresan con una oferta final mejorada en una segunda ronda en vivo. El jurado reúne a operadoras, financistas y reguladores, y la mejor oferta es la de mayor puntaje ponderado, no simplemente la de menor precio.',
    ],
    criteria: [
      'Solidez técnica (30 %): un diseño robusto de captación, acondicionamiento del gas y generación eléctrica u otra forma de monetización, ajustado al perfil real de producción del campo.',
      'Economía (30 %): capex, opex, VPN y TIR con tarifas y volúmenes de gas realistas, y una estructura de financiamiento que los inversionistas aceptarían.',
      'Emisiones evitadas (20 %): toneladas de CO2e evitadas por año, medidas frente a la línea base actual de la tea.',
      'Plazo para llegar a cero quema rutinaria (20 %): un cronograma creíble, permisos incluidos, para eliminar la quema rutinaria en el campo.',
    ],
  },
  host: {
    heading: 'Anfitrión',
    paragraphs: [
      'Business Mastery es organizado por Flarescope junto con operadoras aliadas en cada país anfitrión. Las operadoras aliadas aportan el caso de quema, los datos del campo y el acceso a sus ingenieros; Flarescope conduce la competencia, aporta los datos de quema de cada país desde su explorador de datos y convoca al jurado independiente y a los mentores inversionistas.',
    ],
  },
  program: {
    heading: 'Programa día por día',
    days: [
      {
        title: 'Día 1 — Lanzamiento y entrega del caso',
        items: [
          { time: '08:00', activity: 'Registro y café de bienvenida' },
          {
            time: '09:00',
            activity:
              'Conferencia inaugural: el camino hacia cero quema rutinaria en 2030 en el país anfitrión',
          },
          { time: '10:30', activity: 'Entrega del caso: el campo, la tea y el cuarto de datos' },
          {
            time: '13:00',
            activity:
              'Conformación de equipos: anuncio de los equipos mixtos de operadoras y empresas de servicios, seguido del almuerzo',
          },
          { time: '14:30', activity: 'Acuerdo de equipo, roles y plan de trabajo' },
          {
            time: '17:00',
            activity: 'Sesión abierta de preguntas con el equipo del activo de la operadora aliada',
          },
        ],
      },
      {
        title: 'Día 2 — Datos de campo y diseño técnico',
        items: [
          {
            time: '08:30',
            activity:
              'Análisis a fondo del cuarto de datos: pronósticos de producción, composición del gas y medición de la tea',
          },
          {
            time: '10:00',
            activity: 'Visita de campo o recorrido virtual con los ingenieros de la operadora',
          },
          {
            time: '13:30',
            activity:
              'Taller de diseño técnico: acondicionamiento del gas, generación eléctrica y opciones de venta',
          },
          {
            time: '15:30',
            activity: 'Clínica regulatoria con reguladores: permisos, venta de energía y normas sobre quema',
          },
          {
            time: '17:30',
            activity: 'Punto de control técnico: cada equipo presenta su concepto a los mentores',
          },
        ],
      },
      {
        title: 'Día 3 — Modelo financiero y preparación de la oferta',
        items: [
          { time: '08:30', activity: 'Sesión de modelación financiera: capex, opex, tarifas, VPN y TIR' },
          { time: '10:30', activity: 'Mentoría con inversionistas: sesiones individuales con financistas' },
          {
            time: '13:30',
            activity:
              'Estructuración de riesgos y contratos: suministro de gas, compra de energía y garantías',
          },
          { time: '16:00', activity: 'Redacción de la oferta y ensayo de la presentación' },
          { time: '20:00', activity: 'Cierre de entrega de ofertas en sobre cerrado' },
        ],
      },
      {
        title: 'Día 4 — Licitación en vivo, evaluación y premiación',
        items: [
          { time: '08:30', activity: 'Sorteo del orden de presentación e instrucciones al jurado' },
          {
            time: '09:00',
            activity:
              'Ronda de licitación 1: cada equipo presenta su oferta en sobre cerrado y responde preguntas del jurado',
          },
          {
            time: '12:30',
            activity: 'Anuncio de preseleccionados y preparación de la oferta final mejorada',
          },
          {
            time: '14:30',
            activity:
              'Ronda de licitación 2: ofertas finales mejoradas en vivo de los equipos preseleccionados',
          },
          { time: '16:30', activity: 'Deliberación del jurado y networking' },
          { time: '18:00', activity: 'Ceremonia de premiación: títulos Business Master y equipo Champion' },
        ],
      },
    ],
  },
  titles: {
    heading: 'Títulos',
    businessMaster: {
      name: 'Business Master',
      description:
        'Los participantes reciben el título "Business Master" al completar los {{days}} días de la competencia, en reconocimiento a su capacidad de llevar un caso de quema desde los datos hasta una oferta financiable.',
    },
    champion: {
      name: 'Champion',
      description:
        'El equipo con la mejor oferta recibe el título de "Champion" (Campeón) y presenta su propuesta ganadora a la operadora aliada y a los inversionistas del jurado.',
    },
  },
};
