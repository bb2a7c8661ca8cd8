import type { mail as en } from '../en/mail.js';

export const mail: typeof en = {
  greeting: 'Hola:',
  codeLabel: 'Su código: {{code}}',
  linkLabel: 'O abra este enlace, que completa el código por usted:',
  expiry: 'El código es válido durante {{minutes}} minutos y se puede usar una vez.',
  ignore: 'Si no lo solicitó, ignore este mensaje; nada cambia sin el código.',
  signature: 'El equipo de Flarescope',
  signup: {
    subject: 'Su código de verificación de Flarescope',
    intro: 'Use este código para confirmar su correo electrónico y crear su cuenta de Flarescope.',
  },
  password_reset: {
    subject: 'Restablezca su contraseña de Flarescope',
    intro: 'Use este código para crear una nueva contraseña para su cuenta de Flarescope.',
  },
  email_change: {
    subject: 'Confirme su nuevo correo electrónico de Flarescope',
    intro: 'Use este código para que {{email}} sea el correo electrónico de su cuenta de Flarescope.',
  },
  event_interest: {
    subject: 'Business Mastery: su interés quedó registrado',
    intro:
      'Gracias, {{name}}. Registramos su interés en Business Mastery, la competencia de ofertas en vivo para profesionales del petróleo y el gas.',
    details: 'Lo que nos contó: {{company}}, {{country}}, {{role}}.',
    next: 'Le escribiremos a esta dirección cuando se abra la selección en su país. Para cambiar sus datos, envíe el formulario de nuevo con el mismo correo.',
    roles: { operating: 'empresa operadora', service: 'empresa de servicios' },
    inboxSubject: 'Interés en Business Mastery: {{name}} ({{company}}, {{country}})',
  },
  notices: {
    unsubscribe: 'Para dejar de recibir correos como este, abra: {{url}}',
    preferences: 'Elija qué correos recibe en su configuración: {{url}}',
    open: 'Ábralo: {{url}}',
    express_interest: {
      subject: 'Nuevo interés en {{project}}',
      body: '{{actor}} manifestó interés en su proyecto {{project}}.',
    },
    accept_nda: {
      subject: 'Términos de confidencialidad aceptados: {{project}}',
      body: '{{actor}} aceptó los términos de confidencialidad de su proyecto {{project}}.',
    },
    indicate: {
      subject: 'Nueva indicación para {{project}}',
      body: '{{actor}} indicó {{amount}} ({{instrument}}) para su proyecto {{project}}. Acéptela o recházela en las finanzas para inversores del proyecto.',
    },
    commit: {
      subject: 'Nuevo compromiso con {{project}}',
      body: '{{actor}} se comprometió por {{amount}} ({{instrument}}) con su proyecto {{project}}.',
    },
    withdraw: {
      subject: 'Un inversor se retiró de {{project}}',
      body: '{{actor}} se retiró de su proyecto {{project}}.',
    },
    accept_indication: {
      subject: 'Su indicación para {{project}} fue aceptada',
      body: 'El titular de {{project}} aceptó su indicación de {{amount}} ({{instrument}}). Ya puede comprometerse.',
    },
    decline_indication: {
      subject: 'Su indicación para {{project}} fue rechazada',
      body: 'El titular de {{project}} rechazó su indicación de {{amount}} ({{instrument}}).',
    },
    close: {
      subject: 'Su compromiso con {{project}} está cerrado',
      body: 'El titular de {{project}} marcó como cerrado su compromiso de {{amount}} ({{instrument}}).',
    },
    new_opportunity: {
      subject: 'Una nueva oportunidad: {{project}}',
      body: '{{project}} ({{country}}) busca financiación por {{amount}}, y cumple los criterios de su perfil de inversor.',
    },
    data_room_document: {
      subject: 'Nuevo documento en la sala de datos de {{project}}',
      body: 'Se agregó «{{document}}» a la sala de datos de {{project}}.',
    },
    question_asked: {
      subject: 'Una pregunta sobre {{project}}',
      body: '{{actor}} hizo una pregunta sobre su proyecto {{project}}. Respóndala en la sala de datos del proyecto, en privado o a todos los inversores.',
    },
    question_answered: {
      subject: 'Su pregunta sobre {{project}} fue respondida',
      body: 'El titular de {{project}} respondió su pregunta. Lea la respuesta en la sala de datos del proyecto.',
    },
    answer_published: {
      subject: 'Una nueva respuesta sobre {{project}}',
      body: 'El titular de {{project}} publicó una respuesta para todos los inversores. Léala en la sala de datos del proyecto.',
    },
    document_version: {
      subject: 'Nueva versión de {{document}} ({{project}})',
      body: 'La versión {{version}} de «{{document}}», que usted leyó o descargó, está en la sala de datos de {{project}}. Las versiones anteriores siguen listadas a su lado.',
    },
    screened_match: {
      subject: 'Nuevas oportunidades evaluadas cumplen sus criterios',
      body: '{{count}} oportunidades evaluadas pasan a cumplir los criterios de su perfil de inversor tras la última importación de datos:',
    },
    message: {
      subject: 'Un mensaje sobre {{project}}',
      body: '{{actor}} le envió un mensaje sobre {{project}}. Léalo y respóndalo en la sala de datos del proyecto.',
    },
  },
  digest: {
    subject_one: 'Su resumen semanal de Flarescope: {{count}} coincidencia nueva',
    subject_other: 'Su resumen semanal de Flarescope: {{count}} coincidencias nuevas',
    intro: 'Novedades de esta semana para su perfil de inversor:',
    projects: 'Proyectos publicados que cumplen sus criterios:',
    project: '- {{project}} ({{country}}), busca {{amount}}: {{url}}',
    screened: 'Oportunidades evaluadas que pasan a cumplir sus criterios tras una importación de datos:',
    flare: '- {{flare}} ({{company}}, {{country}}), {{mw}} MW: {{url}}',
    more: '  … y {{count}} más en Oportunidades para usted: {{url}}',
    all: 'Todas las coincidencias, con sus razones, en Oportunidades para usted: {{url}}',
    unsubscribe: 'Para dejar de recibir correos de {{kind}}, abra: {{url}}',
    kinds: {
      new_opportunity: 'proyectos nuevos que cumplen sus criterios',
      screened_match: 'oportunidades evaluadas que cumplen sus criterios',
    },
  },
  access: {
    intro: 'Una persona administradora cambió el acceso de su cuenta de Flarescope ({{email}}).',
    premium_granted: {
      subject: 'Ahora tiene acceso a los datos premium',
      body: 'Ahora tiene acceso a los datos premium: descargas (CSV y XLSX) de cada vista del explorador de quema.',
    },
    premium_revoked: {
      subject: 'Su acceso a los datos premium ha terminado',
      body: 'Su acceso a los datos premium ha terminado: el explorador ya no le ofrece descargas.',
    },
    projects_granted: {
      subject: 'Ahora tiene acceso a los datos de proyectos',
      body: 'Ahora tiene acceso a los datos de todos los proyectos publicados en la Sala de Inversores.',
    },
    projects_revoked: {
      subject: 'Su acceso a los datos de proyectos ha terminado',
      body: 'Su acceso a los datos de todos los proyectos de la Sala de Inversores ha terminado.',
    },
    project_granted: {
      subject: 'Ahora tiene acceso a un proyecto',
      body: 'Ahora tiene acceso a los datos de estos proyectos de la Sala de Inversores: {{projects}}.',
    },
    project_revoked: {
      subject: 'Su acceso a un proyecto ha terminado',
      body: 'Su acceso a los datos de estos proyectos de la Sala de Inversores ha terminado: {{projects}}.',
    },
    admin_granted: {
      subject: 'Ahora es administrador de Flarescope',
      body: 'Ahora tiene el rol de administrador: la consola de administración está en {{url}}.',
    },
    admin_revoked: {
      subject: 'Ya no es administrador de Flarescope',
      body: 'Ya no tiene el rol de administrador de Flarescope.',
    },
    link: 'Abrir Flarescope: {{url}}',
    question: 'Si tiene preguntas sobre este cambio, responda a este mensaje.',
  },
};
