import type { validation as en } from '../en/validation.js';

export const validation: typeof en = {
  bbox: 'Un recuadro del mapa es oeste,sur,este,norte en grados',
  search_too_short: 'Escriba al menos 2 caracteres',
  required: 'Este campo es obligatorio',
  email_format: 'Formato de correo electrónico incorrecto',
  password_length: 'La contraseña debe tener entre 8 y 20 caracteres',
  password_lowercase: 'La contraseña debe tener al menos 1 letra minúscula',
  password_uppercase: 'La contraseña debe tener al menos 1 letra mayúscula',
  password_number_or_special: 'La contraseña debe tener al menos 1 número o carácter especial',
  passwords_must_match: 'Las contraseñas deben coincidir',
  username_length: 'El nombre de usuario debe tener entre 3 y 30 caracteres',
  username_characters:
    'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  code_format: 'El código tiene 6 dígitos',
  birthdate_invalid: 'Ingrese una fecha real en el pasado',
  birthdate_underage: 'Debe tener al menos 18 años',
  too_long: 'Este texto es demasiado largo',
  invalid_value: 'Este valor no es válido',
  unknown_project: 'Ningún proyecto tiene este nombre de dirección web',
  project_not_published: 'Publique el proyecto antes de destacarlo',
  country_invalid: 'Elija un país de la lista',
  control_characters:
    'Quite los caracteres de control (como tabulaciones o caracteres invisibles) de este texto',
  unexpected_body: 'Esta solicitud no admite contenido en el cuerpo',
  no_html: 'Escriba texto sin formato: no se permiten etiquetas HTML como <b> o <script>',
  unknown_field: 'Este campo no se conoce aquí: quítelo',
  evidence_too_short: 'Escriba la evidencia de esta decisión (al menos 10 caracteres)',
  duplicate_same_company: 'Elija dos empresas distintas',
};
