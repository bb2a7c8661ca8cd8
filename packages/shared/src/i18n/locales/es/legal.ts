import type { legal as en } from '../en/legal.js';

export const legal: typeof en = {
  lastUpdated: 'Última actualización: 21 de noviembre de 2026',
  contents: 'Índice',
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Esta política explica qué datos personales recopila Flarescope cuando usted visita la plataforma o usa una cuenta, para qué los usamos, con quién los compartimos, durante cuánto tiempo los conservamos y qué derechos tiene usted. Solo recopilamos lo necesario para prestar el servicio, no vendemos sus datos y no los usamos con fines publicitarios.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quiénes somos',
        paragraphs: [
          'Flarescope es una plataforma web bilingüe (inglés y español) para la industria del petróleo y el gas, con foco inicial en América Latina. Publica datos sobre la quema de gas (Flaring Explorer), un directorio de operadoras (Companies Explorer), un Investors Room para proyectos de generación eléctrica a partir de gas (gas-to-power), cuentas de usuario (My Passport) y la página del evento Business Mastery. Su objetivo es contribuir a eliminar la quema rutinaria de gas para 2030.',
          'El operador de Flarescope (“nosotros”) es el responsable del tratamiento de los datos personales descritos en esta política. Para cualquier consulta sobre privacidad, o para ejercer sus derechos, escriba a privacy@flarescope.example.',
        ],
        items: [],
      },
      {
        id: 'data-we-collect',
        heading: 'Datos que recopilamos',
        paragraphs: [
          'Usted puede navegar por las secciones públicas de Flarescope sin una cuenta y sin proporcionarnos ningún dato personal. Como en cualquier sitio web, nuestros servidores tratan necesariamente su dirección IP y la información técnica que envía su navegador para poder mostrarle las páginas. Si usted navega como visitante, el idioma y las unidades que elija se guardan en su propio navegador, no en nuestros servidores (consulte la política de cookies).',
          'Si usted crea una cuenta, almacenamos los siguientes datos:',
        ],
        items: [
          'Datos de acceso: su dirección de correo electrónico, su nombre de usuario y su contraseña. Nunca almacenamos su contraseña en texto legible: solo guardamos un hash Argon2id de ella, a partir del cual no es posible recuperar la contraseña.',
          'Datos de identidad: su nombre, su apellido y su fecha de nacimiento, que usamos para confirmar que usted tiene al menos 18 años.',
          'Ubicación: su país y su ciudad.',
          'Datos profesionales: si trabaja actualmente y, en ese caso, su empresa y su cargo.',
          'Datos opcionales del perfil: un titular, un texto “sobre mí” y una foto de portada, si decide agregarlos.',
          'Preferencias: el idioma de la interfaz (inglés o español) y el sistema de unidades (métrico o imperial).',
          'Permisos de acceso: los proyectos y los datos premium a los que los administradores le han dado acceso.',
          'Registro de seguridad: un registro de los eventos de seguridad de su cuenta (inicio de sesión, intento fallido de inicio de sesión, cambio de contraseña, cambio de correo electrónico y cuenta cerrada, reabierta o eliminada definitivamente), cada uno con la dirección IP y la hora.',
          'Códigos de verificación y tokens de sesión, que almacenamos únicamente como hash (consulte “Seguridad”).',
        ],
      },
      {
        id: 'how-we-use-your-data',
        heading: 'Para qué usamos sus datos y con qué base legal',
        paragraphs: [
          'Usamos sus datos únicamente para los fines que se indican a continuación. Cuando se aplica el Reglamento General de Protección de Datos de la Unión Europea (RGPD) o una ley latinoamericana de protección de datos similar, nos basamos en la base legal indicada para cada fin.',
        ],
        items: [
          'Crear y gestionar su cuenta, permitirle iniciar sesión y mantener su sesión abierta (ejecución de nuestro contrato con usted).',
          'Enviarle por correo electrónico códigos de verificación para el registro, el restablecimiento de la contraseña y el cambio de correo electrónico (ejecución del contrato).',
          'Comprobar que usted tiene al menos 18 años (ejecución del contrato y cumplimiento de la ley).',
          'Mostrarle la plataforma en su idioma y sus unidades, y mostrar su perfil (ejecución del contrato).',
          'Darle acceso a los proyectos y a los datos premium que los administradores le hayan otorgado (ejecución del contrato).',
          'Proteger su cuenta y la plataforma contra el fraude, el abuso y los ataques automatizados, mediante la verificación antibots, los límites de solicitudes y el registro de seguridad (nuestro interés legítimo en mantener la seguridad del servicio).',
          'Cumplir con obligaciones legales y responder a los requerimientos legítimos de las autoridades (obligación legal).',
          'No vendemos sus datos personales, no los usamos con fines publicitarios y no tomamos decisiones sobre usted basadas únicamente en un tratamiento automatizado que produzcan efectos jurídicos o le afecten de forma similarmente significativa.',
        ],
      },
      {
        id: 'bot-protection',
        heading: 'Protección contra bots',
        paragraphs: [
          'El registro, el inicio de sesión, el envío de un código de verificación y el restablecimiento de la contraseña están protegidos por una verificación antibots, para que los programas automatizados no puedan abusar de ellos.',
          'De forma predeterminada, esta verificación es ALTCHA, una prueba de trabajo (proof-of-work) que alojamos nosotros mismos: su navegador resuelve un pequeño cálculo antes de enviar el formulario. No se contacta a ningún tercero y no se instala ninguna cookie.',
          'El operador de la plataforma puede configurar en su lugar Google reCAPTCHA Enterprise. En ese caso, Google recibe datos sobre su dispositivo y su interacción con la página (como su dirección IP y la información de su navegador) y los trata conforme a la Política de Privacidad y las Condiciones del Servicio de Google.',
        ],
        items: [],
      },
      {
        id: 'sharing-your-data',
        heading: 'Con quién compartimos sus datos',
        paragraphs: [
          'Solo compartimos datos personales con los siguientes destinatarios, y únicamente en la medida necesaria:',
        ],
        items: [
          'Nuestro proveedor de alojamiento, que opera por cuenta nuestra los servidores, la base de datos y el almacenamiento de los archivos que usted sube.',
          'El proveedor que entrega nuestros correos electrónicos, como los códigos de verificación.',
          'Google, solo si la plataforma está configurada para usar reCAPTCHA Enterprise en lugar de ALTCHA (consulte “Protección contra bots”).',
          'Los administradores de Flarescope, que pueden ver los datos de cuenta que necesitan para gestionar el acceso a los proyectos y a los datos premium y para mantener la seguridad de la plataforma.',
          'Las autoridades públicas o los tribunales, cuando la ley nos obligue a divulgar datos.',
          'Un sucesor, si la operación de Flarescope se transfiere a otra organización, que deberá seguir protegiendo sus datos tal como se describe en esta política.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Transferencias internacionales',
        paragraphs: [
          'Nuestro proveedor de alojamiento y otros proveedores de servicios pueden almacenar o tratar datos en un país distinto del suyo. Cuando se transfieren datos personales fuera del Espacio Económico Europeo o de otro país que restrinja este tipo de transferencias, aplicamos las garantías que exige la ley aplicable, como una decisión de adecuación o cláusulas contractuales tipo. Puede solicitar más información en privacy@flarescope.example.',
        ],
        items: [],
      },
      {
        id: 'retention',
        heading: 'Durante cuánto tiempo conservamos sus datos',
        paragraphs: [
          'Conservamos los datos de su cuenta, incluido su registro de seguridad, mientras su cuenta esté abierta. Cuando usted cierra su cuenta, esta se elimina de forma definitiva 30 días después (consulte “Cierre de su cuenta”).',
          'Los códigos de verificación solo pueden usarse durante 10 minutos y con un máximo de 5 intentos. Una sesión dura hasta que usted la cierra; la cookie de sesión vence si no se renueva en un plazo de 1000 días.',
          'Solo conservaremos determinados datos durante más tiempo cuando la ley nos obligue a hacerlo.',
        ],
        items: [],
      },
      {
        id: 'security',
        heading: 'Seguridad',
        paragraphs: [
          'Protegemos sus datos con medidas técnicas y organizativas, entre ellas las siguientes:',
        ],
        items: [
          'Las contraseñas se almacenan solo como hash Argon2id, nunca en texto legible.',
          'Los códigos de verificación tienen 6 dígitos, se envían por correo electrónico para el registro, el restablecimiento de la contraseña y el cambio de correo electrónico, se almacenan solo como hash, son válidos durante 10 minutos y permiten un máximo de 5 intentos.',
          'Su sesión se identifica mediante un token aleatorio y opaco guardado en la cookie auth. La cookie es HttpOnly, por lo que los scripts de la página no pueden leerla, y nuestra base de datos solo almacena un hash del token.',
          'Protecciones contra la falsificación de solicitudes entre sitios (CSRF), límites de solicitudes y una verificación antibots en el registro, el inicio de sesión, los códigos de verificación y el restablecimiento de la contraseña.',
          'Un registro de seguridad de los inicios de sesión, los intentos fallidos de inicio de sesión y los cambios en su cuenta.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Sus derechos',
        paragraphs: [
          'Según la ley que le sea aplicable, usted tiene los siguientes derechos sobre sus datos personales:',
          'Puede ejercer muchos de estos derechos usted mismo en Configuración, donde puede ver y editar su perfil, cambiar su dirección de correo electrónico y su contraseña, y cerrar su cuenta. Para cualquier otra solicitud, escriba a privacy@flarescope.example desde la dirección de correo electrónico vinculada a su cuenta. Es posible que le pidamos que confirme su identidad, y le responderemos dentro del plazo que fije la ley aplicable (un mes según el RGPD). También tiene derecho a presentar un reclamo ante su autoridad de protección de datos.',
        ],
        items: [
          'Acceso: saber si tratamos sus datos y recibir una copia de ellos.',
          'Rectificación: corregir datos inexactos o incompletos.',
          'Supresión: obtener la eliminación de sus datos, por ejemplo, cerrando su cuenta.',
          'Portabilidad: recibir los datos que nos proporcionó en un formato estructurado, de uso común y de lectura mecánica.',
          'Oposición: oponerse al tratamiento basado en nuestro interés legítimo.',
        ],
      },
      {
        id: 'closing-your-account',
        heading: 'Cierre de su cuenta',
        paragraphs: [
          'Usted puede cerrar su cuenta en cualquier momento desde Configuración, confirmando su contraseña. Al hacerlo, se cierran todas sus sesiones.',
          'Si vuelve a iniciar sesión dentro de los 30 días siguientes, su cuenta se reabre tal como estaba. De lo contrario, su cuenta se elimina de forma definitiva al cabo de 30 días: se borran todos los registros vinculados a su cuenta y todos los archivos que usted subió. Esta acción no se puede deshacer.',
        ],
        items: [],
      },
      {
        id: 'children',
        heading: 'Menores de edad',
        paragraphs: [
          'Flarescope está dirigida a profesionales. Usted debe tener al menos 18 años para crear una cuenta, y le pedimos su fecha de nacimiento para comprobarlo. Si descubrimos que una cuenta pertenece a una persona menor de 18 años, la cerraremos y eliminaremos sus datos. Si usted cree que es el caso, escriba a privacy@flarescope.example.',
        ],
        items: [],
      },
      {
        id: 'changes-and-contact',
        heading: 'Cambios en esta política y contacto',
        paragraphs: [
          'Podemos actualizar esta política cuando cambien el servicio o la ley. La fecha que figura al inicio de esta página indica la versión más reciente. Si realizamos cambios importantes, se lo informaremos por correo electrónico o mediante un aviso en la plataforma antes de que entren en vigor.',
          'Para cualquier consulta sobre esta política o sobre sus datos personales, escriba a privacy@flarescope.example.',
        ],
        items: [],
      },
    ],
  },
  terms: {
    title: 'Términos de uso',
    intro:
      'Estos términos regulan el uso que usted hace de Flarescope, incluidas sus páginas públicas y su cuenta. Léalos con atención: al usar la plataforma o crear una cuenta, usted los acepta. Si no está de acuerdo, le pedimos que no use Flarescope.',
    sections: [
      {
        id: 'about-these-terms',
        heading: 'Acerca de estos términos',
        paragraphs: [
          'Flarescope es un servicio prestado por su operador (“nosotros”). Estos términos constituyen un acuerdo entre usted y nosotros. La política de privacidad y la política de cookies explican cómo tratamos los datos personales y forman parte de la manera en que prestamos el servicio.',
          'Si usted usa Flarescope en nombre de una empresa u otra organización, confirma que está autorizado para aceptar estos términos en su nombre.',
        ],
        items: [],
      },
      {
        id: 'the-service',
        heading: 'El servicio',
        paragraphs: [
          'Flarescope es una plataforma bilingüe (inglés y español) para la industria del petróleo y el gas, con foco inicial en América Latina, cuyo objetivo es llegar a cero quema rutinaria de gas para 2030. Incluye:',
          'Podemos agregar, modificar o eliminar funciones para mejorar la plataforma. Procuramos que Flarescope esté disponible, pero no garantizamos que funcione sin interrupciones ni errores, y podemos realizar tareas de mantenimiento cuando sea necesario.',
        ],
        items: [
          'Flaring Explorer: datos sobre la quema de gas a nivel mundial, por país, por empresa y por antorcha individual.',
          'Companies Explorer: un directorio de operadoras de petróleo y gas.',
          'Investors Room: información sobre proyectos de generación eléctrica a partir de gas (gas-to-power).',
          'My Passport: su cuenta de usuario y su perfil.',
          'Business Mastery: la página de nuestro evento para la industria.',
        ],
      },
      {
        id: 'your-account',
        heading: 'Su cuenta',
        paragraphs: [
          'Debe tener al menos 18 años para crear una cuenta. Usted se compromete a proporcionar información exacta y a mantenerla actualizada.',
          'Su cuenta es personal. Mantenga su contraseña en secreto, no permita que otra persona use su cuenta e infórmenos de inmediato a privacy@flarescope.example si cree que alguien accedió a ella sin su autorización. Usted es responsable de lo que se haga a través de su cuenta, salvo que se deba a una falla nuestra.',
          'Su nombre de usuario y el contenido de su perfil no deben inducir a error a otras personas sobre su identidad, infringir derechos de terceros ni resultar ofensivos.',
        ],
        items: [],
      },
      {
        id: 'flaring-data',
        heading: 'Datos de quema de gas',
        paragraphs: [
          'Los datos de quema de gas de Flarescope se compilan a partir de fuentes públicas y de datos publicados por operadoras y reguladores. Cada fuente se muestra con su licencia y su atribución, y el uso que usted haga de esos datos también está sujeto a la licencia de la fuente. Las principales fuentes públicas son:',
          'Las cifras satelitales son estimaciones derivadas de observaciones, no volúmenes medidos, y pueden diferir de las cifras informadas por las operadoras o los reguladores. La asignación de una antorcha a un país, un yacimiento o una empresa se basa en su ubicación y en información pública, y puede ser incorrecta. Los datos se proporcionan “tal cual”, solo con fines informativos, sin ninguna garantía de exactitud, integridad o idoneidad para un fin determinado, y no constituyen asesoramiento de inversión. Si cree que una cifra es incorrecta, infórmenos a legal@flarescope.example.',
        ],
        items: [
          'Estimaciones satelitales de antorchas del producto VIIRS Nightfire del Earth Observation Group (EOG).',
          'La Asociación Mundial para la Reducción de la Quema de Gas (GGFR) del Banco Mundial: volúmenes por país y las estimaciones por antorcha que identifican el yacimiento y el operador de cada sitio (Banco Mundial, Global Flaring and Methane Reduction Partnership, CC BY 4.0).',
          'El Statistical Review of World Energy del Energy Institute.',
          'Los datos abiertos de la Secretaría de Energía de la Argentina.',
        ],
      },
      {
        id: 'premium-and-project-data',
        heading: 'Datos premium y datos de proyectos',
        paragraphs: [
          'Algunos datos, como los datos premium y los datos de proyectos (incluidos los modelos financieros de los proyectos gas-to-power), solo están disponibles para los usuarios a quienes los administradores hayan otorgado acceso. El acceso se otorga a nuestra discreción y puede limitarse, modificarse o revocarse.',
          'Usted no debe redistribuir, revender ni publicar datos premium o de proyectos, ni compartirlos con personas que no tengan acceso. Si tiene acceso a las exportaciones, puede descargar datos únicamente para su propio análisis, y debe citar a Flarescope y a las fuentes originales cuando use resultados basados en ellos.',
        ],
        items: [],
      },
      {
        id: 'investors-room',
        heading: 'Investors Room',
        paragraphs: [
          'La información sobre proyectos del Investors Room se proporciona solo con fines informativos. No constituye una oferta de venta ni una solicitud de oferta de compra de valores ni de ningún otro instrumento financiero, y no constituye asesoramiento de inversión, financiero, legal ni tributario.',
          'La información de los proyectos, incluidos los modelos financieros y las proyecciones, puede provenir de los promotores de los proyectos y puede estar incompleta o cambiar. No la garantizamos. Antes de tomar cualquier decisión, realice su propia debida diligencia y busque asesoramiento profesional independiente.',
        ],
        items: [],
      },
      {
        id: 'business-mastery',
        heading: 'Business Mastery',
        paragraphs: [
          'La participación en el evento Business Mastery se realiza por selección. La participación se rige por las condiciones propias del evento, que se comunican a los postulantes y prevalecen sobre estos términos en lo relativo al evento.',
        ],
        items: [],
      },
      {
        id: 'acceptable-use',
        heading: 'Uso aceptable',
        paragraphs: ['Al usar Flarescope, usted se compromete a no:'],
        items: [
          'Hacer scraping, rastrear o extraer datos de forma masiva por medios automatizados, salvo a través de nuestra API documentada y dentro de sus límites.',
          'Intentar eludir o burlar la verificación antibots, los límites de solicitudes, los controles de acceso o cualquier otra medida de seguridad, ni acceder a datos o cuentas a los que no esté autorizado a acceder.',
          'Compartir su clave de API personal, si la tiene. Es solo para su uso; infórmenos de inmediato si se ve comprometida.',
          'Interferir en el funcionamiento de la plataforma, sobrecargarla o introducir código malicioso.',
          'Hacerse pasar por otra persona u organización, o proporcionar información falsa.',
          'Subir contenido ilícito, ofensivo o que infrinja derechos de terceros, ni usar la plataforma para cualquier fin ilícito.',
        ],
      },
      {
        id: 'content-and-intellectual-property',
        heading: 'Su contenido y propiedad intelectual',
        paragraphs: [
          'Usted conserva los derechos sobre el contenido que agrega a su perfil, como sus textos y su foto de portada. Nos otorga una licencia no exclusiva y gratuita para almacenar, reproducir y mostrar ese contenido solo en la medida necesaria para operar la plataforma, mientras permanezca en Flarescope. Usted confirma que tiene los derechos necesarios para compartirlo. Podemos retirar el contenido que infrinja estos términos.',
          'La plataforma, su software, su diseño, sus textos y sus compilaciones de datos pertenecen al operador de Flarescope o a sus licenciantes. Los datos de terceros siguen sujetos a las licencias de sus fuentes. Salvo en la medida en que lo permitan estos términos o dichas licencias, usted no puede copiar, modificar ni distribuir ninguna parte de Flarescope.',
        ],
        items: [],
      },
      {
        id: 'disclaimers-and-liability',
        heading: 'Exclusión de garantías y limitación de responsabilidad',
        paragraphs: [
          'Flarescope se proporciona “tal cual” y “según disponibilidad”. En la medida en que la ley lo permita, no otorgamos ninguna garantía sobre la plataforma ni su contenido, y no somos responsables por pérdidas indirectas o consecuentes, por lucro cesante ni por las decisiones que usted tome con base en los datos o en la información de los proyectos.',
          'Nada de lo dispuesto en estos términos excluye ni limita la responsabilidad que no pueda excluirse ni limitarse por ley, como la responsabilidad por dolo o culpa grave, y nada afecta los derechos irrenunciables que usted tenga como consumidor.',
        ],
        items: [],
      },
      {
        id: 'suspension-and-closure',
        heading: 'Suspensión y cierre',
        paragraphs: [
          'Usted puede dejar de usar Flarescope y cerrar su cuenta en cualquier momento desde Configuración, como se explica en la política de privacidad.',
          'Podemos suspender o cerrar su cuenta, o revocar el acceso a datos premium o de proyectos, si usted incumple estos términos de forma grave o reiterada, si la ley lo exige o para proteger la plataforma o a otros usuarios. Cuando corresponda, le informaremos el motivo y le daremos la oportunidad de responder.',
        ],
        items: [],
      },
      {
        id: 'governing-law-and-changes',
        heading: 'Ley aplicable, cambios y contacto',
        paragraphs: [
          'Estos términos se rigen por las leyes del país en el que esté establecido el operador de Flarescope, y los tribunales de ese país son competentes para resolver cualquier controversia. Si usted es consumidor, conserva la protección de las normas imperativas del país en el que reside y también puede iniciar acciones allí.',
          'Podemos actualizar estos términos. La fecha que figura al inicio de esta página indica la versión más reciente. Si realizamos cambios importantes, se lo informaremos por correo electrónico o mediante un aviso en la plataforma antes de que entren en vigor; si usted sigue usando Flarescope después de esa fecha, se aplicarán los nuevos términos. Si alguna disposición se considera inválida, el resto seguirá vigente.',
          'Para cualquier consulta sobre estos términos, escriba a legal@flarescope.example.',
        ],
        items: [],
      },
    ],
  },
  cookies: {
    title: 'Política de cookies',
    intro:
      'Flarescope usa solo dos cookies, ambas propias y estrictamente necesarias para el funcionamiento de la plataforma. No usamos cookies publicitarias ni cookies analíticas de terceros. Esta política describe esas cookies y la demás información que guardamos en su navegador.',
    sections: [
      {
        id: 'what-are-cookies',
        heading: 'Qué son las cookies y el almacenamiento local',
        paragraphs: [
          'Una cookie es un pequeño archivo de texto que un sitio web guarda en su navegador y que el navegador devuelve a ese sitio en visitas posteriores. El almacenamiento local (local storage) es una función similar que permite a un sitio web guardar información en su navegador; a diferencia de las cookies, no se envía al servidor de forma automática.',
        ],
        items: [],
      },
      {
        id: 'cookies-we-use',
        heading: 'Las cookies que usamos',
        paragraphs: ['Flarescope instala solo estas dos cookies propias:'],
        items: [
          'auth: mantiene su sesión iniciada. Contiene un token de sesión aleatorio y opaco (nuestra base de datos solo almacena un hash de él). Es HttpOnly, por lo que los scripts de la página no pueden leerla; es SameSite=Lax; es Secure cuando el sitio se sirve por https, y es válida para todo el sitio (path /). Se fija para durar 1000 días (algunos navegadores, como Chrome y Edge, acortan toda cookie a un máximo de 400 días), se renueva cada vez que se inicia la aplicación mientras usted tiene la sesión iniciada y se elimina cuando usted cierra sesión.',
          'enviroment (escrita así, sin la primera “n”): tiene el valor prod e indica a la aplicación en qué entorno se está ejecutando. Se instala junto con la cookie auth cuando se inicia la aplicación, se fija para durar 1000 días (como máximo 400 en algunos navegadores) y no contiene datos personales.',
        ],
      },
      {
        id: 'why-no-consent-banner',
        heading: 'Por qué no le pedimos su consentimiento',
        paragraphs: [
          'Ambas cookies son estrictamente necesarias para prestar el servicio que usted solicita: sin auth no puede mantener su sesión iniciada, y enviroment es necesaria para que la aplicación funcione correctamente. La ley no exige consentimiento para las cookies estrictamente necesarias, por lo que Flarescope no muestra un aviso de consentimiento de cookies. Si en algún momento agregamos cookies que no sean estrictamente necesarias, le pediremos su consentimiento previamente y actualizaremos esta política.',
        ],
        items: [],
      },
      {
        id: 'local-storage',
        heading: 'Almacenamiento local y datos temporales',
        paragraphs: ['Además de las cookies, Flarescope guarda la siguiente información en su navegador:'],
        items: [
          'Si usted no tiene una cuenta o no ha iniciado sesión, el idioma de la interfaz que elija (en o es; inglés de forma predeterminada) y el sistema de unidades (métrico o imperial) se guardan en el almacenamiento local. Cuando usted tiene la sesión iniciada, estas preferencias se guardan en su cuenta.',
          'Las respuestas con datos públicos se guardan en caché durante un máximo de 5 minutos, solo en la memoria de la página, para que la plataforma funcione más rápido. Esta caché no se guarda en su dispositivo y desaparece cuando usted cierra o vuelve a cargar la página.',
        ],
      },
      {
        id: 'bot-check',
        heading: 'Verificación antibots',
        paragraphs: [
          'De forma predeterminada, la verificación antibots que protege el registro, el inicio de sesión, los códigos de verificación y el restablecimiento de la contraseña es ALTCHA, que alojamos nosotros mismos. No instala ninguna cookie ni contacta a ningún tercero.',
          'Si el operador de la plataforma configura en su lugar Google reCAPTCHA Enterprise, Google puede guardar sus propias cookies o datos similares en su navegador y recibe datos sobre su dispositivo y su interacción, conforme a la Política de Privacidad y las Condiciones del Servicio de Google.',
        ],
        items: [],
      },
      {
        id: 'managing-cookies',
        heading: 'Cómo eliminar o bloquear las cookies',
        paragraphs: [
          'Puede eliminar las cookies y el almacenamiento local de Flarescope en cualquier momento desde la configuración de su navegador, por lo general en la sección de privacidad, en el apartado de cookies y datos de sitios, donde puede borrar solo los datos guardados por este sitio. También puede bloquear las cookies, pero tenga en cuenta lo siguiente:',
        ],
        items: [
          'Si elimina la cookie auth, se cerrará su sesión. Si la bloquea, no podrá iniciar sesión.',
          'La cookie enviroment se vuelve a instalar, junto con auth, la próxima vez que se inicie la aplicación mientras usted tenga la sesión iniciada.',
          'Si borra el almacenamiento local, se restablecen el idioma y las unidades que eligió como visitante.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Cambios y contacto',
        paragraphs: [
          'Actualizaremos esta política si cambian las cookies que usamos; la fecha que figura al inicio de esta página indica la versión más reciente. Para cualquier consulta, escriba a privacy@flarescope.example.',
        ],
        items: [],
      },
    ],
  },
};
