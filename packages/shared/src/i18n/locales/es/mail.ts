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
};
