import type { settings as en } from '../en/settings.js';

export const settings: typeof en = {
  title: 'Configuración',
  lead: 'Su cuenta, sus preferencias y la seguridad de su cuenta.',
  sectionsNav: 'Secciones de la configuración',
  account: {
    title: 'Configuración de la cuenta',
    save: 'Guardar cambios',
    saved: 'Sus cambios se guardaron.',
  },
  preferences: {
    title: 'Preferencias',
    lead: 'Se aplican de inmediato y se guardan en su cuenta, en todos sus dispositivos.',
    language: 'Idioma de la interfaz',
    units: 'Unidades de medida',
    saved: 'Guardado en su cuenta.',
  },
  security: {
    title: 'Seguridad y privacidad',
  },
  password: {
    title: 'Cambiar contraseña',
    current: 'Contraseña actual',
    submit: 'Cambiar contraseña',
    changed: 'Su contraseña se cambió. Se cerró la sesión en sus otros dispositivos.',
  },
  email: {
    title: 'Cambiar correo electrónico',
    current: 'Su correo electrónico: {{email}}',
    lead: 'Enviamos un código a la nueva dirección. Su correo cambia cuando lo ingresa.',
    newEmail: 'Nuevo correo electrónico',
    sendCode: 'Enviar código',
    pending: 'Esperando confirmación: {{email}}',
    confirm: 'Confirmar el nuevo correo',
    other: 'Usar otra dirección',
    changed: 'Su correo electrónico ahora es {{email}}.',
  },
  close: {
    title: 'Cerrar cuenta',
    body: 'Al cerrar su cuenta se cierra la sesión en todos sus dispositivos. Su cuenta y sus datos se eliminan de forma permanente después de {{days}} días. Si vuelve a iniciar sesión dentro de esos {{days}} días, la cuenta se reabre y no se elimina nada.',
    open: 'Cerrar mi cuenta',
    confirmTitle: '¿Cerrar su cuenta?',
    confirmBody:
      'Ingrese su contraseña para cerrar su cuenta. Se elimina de forma permanente después de {{days}} días.',
    confirm: 'Cerrar cuenta',
    cancel: 'Cancelar',
    dialogClose: 'Cerrar',
  },
};
