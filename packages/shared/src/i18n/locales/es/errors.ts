import type { errors as en } from '../en/errors.js';

/** SPEC §8 in Spanish. 'Wrong current password' stays in English, as SPEC §8 says. */
export const errors: typeof en = {
  general: 'Error. Verifique su conexión a internet, actualice el sitio web e inténtelo de nuevo.',
  validation_failed: 'Algunos campos no son válidos. Revíselos e inténtelo de nuevo.',
  malformed_body: 'No se pudo leer la solicitud.',
  malformed_url: 'La dirección no es válida. Revise el enlace e inténtelo de nuevo.',
  uri_too_long: 'La dirección es demasiado larga.',
  headers_too_large:
    'La solicitud es demasiado grande. Borre las cookies de este sitio e inténtelo de nuevo.',
  request_timeout:
    'La solicitud tardó demasiado en llegar. Revise su conexión a internet e inténtelo de nuevo.',
  unsupported_media_type: 'El formato de la solicitud no es compatible.',
  payload_too_large: 'La solicitud es demasiado grande.',
  not_found: 'Página no encontrada',
  method_not_allowed: 'Esta acción no está permitida aquí.',
  unauthenticated: 'Inicie sesión para continuar.',
  forbidden: 'No tiene permiso para hacer esto.',
  csrf_rejected: 'La solicitud fue rechazada por su seguridad. Actualice el sitio web e inténtelo de nuevo.',
  captcha_failed: 'La verificación antibots falló. Inténtelo de nuevo.',
  rate_limited: 'Demasiados intentos. Inténtelo de nuevo dentro de {{time}}.',
  try_again_in: 'Inténtelo de nuevo dentro de {{time}}.',
  invalid_credentials: 'El correo electrónico o la contraseña son incorrectos',
  email_taken: 'El correo electrónico ya está registrado o no es válido. Inténtelo con otro',
  username_taken: 'El nombre de usuario ya está registrado. Inténtelo con otro',
  email_not_registered: 'Este correo electrónico no está registrado.',
  code_expired: 'El código expiró o no es válido.',
  code_invalid: 'Código inválido',
  code_resend_wait: 'Debe esperar {{seconds}} segundos para enviar otro código.',
  code_send_failed: 'Error al enviar el código de verificación, inténtelo más tarde.',
  code_send_unavailable: 'No es posible enviar un código de verificación en este momento',
  wrong_current_password: 'Wrong current password',
  password_change_failed: 'No es posible cambiar su contraseña en este momento',
  password_change_unavailable: 'No es posible cambiar su contraseña en este momento.',
  language_save_failed: 'Error al guardar el idioma.',
  no_project_access: 'Aún no ha recibido acceso a los datos de proyectos.',
  no_premium_access: 'Aún no ha recibido acceso a los datos premium.',
  service_unavailable:
    'Error. Verifique su conexión a internet, actualice el sitio web e inténtelo de nuevo.',
  import_file_missing: 'Elija un archivo CSV o XLSX para importar.',
  import_unsupported_file: 'Importe un archivo CSV (UTF-8) o XLSX.',
  import_not_utf8: 'El archivo no es texto UTF-8. Guárdelo como "CSV UTF-8" e impórtelo de nuevo.',
  import_malformed_csv:
    'El archivo CSV está cortado o tiene una comilla sin cerrar, así que no se importó nada.',
  import_not_xlsx: 'El archivo no es un libro XLSX legible: puede estar cortado o tener otro formato.',
  import_sheet_not_found: 'El libro no tiene ninguna hoja con ese nombre.',
  import_empty_file: 'El archivo no tiene filas de datos bajo su encabezado.',
  import_unknown_template:
    'La fila de encabezados no coincide con ninguna plantilla (antorchas, observaciones mensuales, producción, composición del gas). Descargue una plantilla y conserve su encabezado.',
  import_invalid_rows:
    'Algunas filas no son válidas, así que no se importó nada. Corrija las filas del informe e importe el archivo de nuevo.',
  import_busy: 'Otra importación está guardando datos. Inténtelo de nuevo en un momento.',
  import_interrupted:
    'La importación se detuvo antes de terminar, así que no se importó nada. Iníciela de nuevo.',
  user_not_found:
    'Ninguna cuenta tiene este identificador: puede haberse eliminado después de cargar la página. Vuelva a la lista de usuarios.',
  last_admin: 'Esta es la última persona administradora: primero dé el rol de administrador a otra persona.',
  internal: 'Error. Verifique su conexión a internet, actualice el sitio web e inténtelo de nuevo.',
  password_reset_success: 'Su contraseña se restableció correctamente, inicie sesión.',
};
