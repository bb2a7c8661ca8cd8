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
