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
  database_busy: 'Los datos se están actualizando. Inténtelo de nuevo en unos segundos.',
  investor_profile_required: 'Complete primero su perfil de inversor en la configuración.',
  pipeline_step_invalid: 'Este paso no es posible en la etapa actual del proceso.',
  nda_required: 'Acepte primero los términos de confidencialidad del proyecto.',
  nda_outdated: 'Los términos de confidencialidad cambiaron mientras los leía. Lea la nueva versión.',
  project_not_seeking_funding: 'Este proyecto no está buscando financiación en este momento.',
  project_model_unavailable:
    'Las cifras de este proyecto no están disponibles: algunos de sus supuestos están fuera de lo que el modelo evalúa. Su propietario puede corregirlos.',
  unsubscribe_link_invalid:
    'Este enlace para darse de baja no es válido. Cambie sus preferencias de correo en la configuración.',
  question_answered: 'Esta pregunta ya tiene respuesta. Recargue para leerla.',
  document_view_only: 'El titular permite a los inversores leer este documento solo en el navegador.',
  document_not_viewable:
    'Este documento no se puede mostrar en el navegador: solo se pueden PDF legibles e imágenes PNG o JPEG. Permita que los inversores lo descarguen.',
  document_type_refused:
    'Este archivo no puede ir a la sala de datos: solo archivos PDF, XLSX, CSV, DOCX, PNG y JPEG cuyo contenido coincida con su nombre.',
  service_unavailable:
    'Error. Verifique su conexión a internet, actualice el sitio web e inténtelo de nuevo.',
  import_file_missing: 'Elija un archivo CSV o XLSX para importar.',
  import_unsupported_file: 'Importe un archivo CSV (UTF-8, o comprimido como .csv.gz) o XLSX.',
  import_bad_gzip: 'El archivo .gz no se descomprime: puede estar incompleto. Descárguelo de nuevo.',
  import_not_utf8: 'El archivo no es texto UTF-8. Guárdelo como "CSV UTF-8" e impórtelo de nuevo.',
  import_malformed_csv:
    'El archivo CSV está cortado o tiene una comilla sin cerrar, así que no se importó nada.',
  import_not_xlsx: 'El archivo no es un libro XLSX legible: puede estar cortado o tener otro formato.',
  import_sheet_not_found: 'El libro no tiene ninguna hoja con ese nombre.',
  import_empty_file: 'El archivo no tiene filas de datos bajo su encabezado.',
  import_unknown_template:
    'La fila de encabezados no coincide con ninguna plantilla (antorchas, observaciones mensuales, producción, composición del gas). Descargue una plantilla y conserve su encabezado.',
  import_vnf_layout:
    'Parece un archivo VIIRS Nightfire, pero sus columnas no coinciden con ninguno de los formatos que se leen ({{layoutsAccepted}}). Faltan: {{missingColumns}}. Columnas encontradas: {{columnsFound}}.',
  import_invalid_rows:
    'Algunas filas no son válidas, así que no se importó nada. Corrija las filas del informe e importe el archivo de nuevo.',
  import_busy: 'Otra importación está guardando datos. Inténtelo de nuevo en un momento.',
  import_interrupted:
    'La importación se detuvo antes de terminar, así que no se importó nada. Iníciela de nuevo.',
  image_unsupported_type:
    'Elija una foto JPEG, PNG o WebP. No se pueden usar otros archivos (SVG, GIF, documentos).',
  image_file_too_large: 'La foto pesa más de 10 MB. Elija una más liviana.',
  image_too_many_pixels:
    'La foto tiene demasiados píxeles para procesarla. Elija una de menos de 40 megapíxeles.',
  image_unreadable: 'No se pudo leer la foto: puede estar dañada o incompleta.',
  image_crop_invalid: 'El área seleccionada queda fuera de la foto. Recórtela de nuevo.',
  api_key_invalid:
    'La clave de API no es válida: está mal formada, fue revocada o su titular ya no tiene acceso premium.',
  api_key_expired: 'Esta clave de API venció. Cree una nueva en su pasaporte, en Claves de API.',
  api_key_not_accepted:
    'Las claves de API solo leen datos de quema y exportaciones. Inicie sesión en Flarescope para usar esta parte.',
  api_key_limit: 'Ya tiene 10 claves de API. Revoque una que ya no use para crear otra.',
  user_not_found:
    'Ninguna cuenta tiene este identificador: puede haberse eliminado después de cargar la página. Vuelva a la lista de usuarios.',
  last_admin: 'Esta es la última persona administradora: primero dé el rol de administrador a otra persona.',
  internal: 'Error. Verifique su conexión a internet, actualice el sitio web e inténtelo de nuevo.',
  password_reset_success: 'Su contraseña se restableció correctamente, inicie sesión.',
};
