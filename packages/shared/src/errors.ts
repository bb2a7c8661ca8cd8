/**
 * Every error the API can answer with, and the HTTP status of each. The web shows
 * `t(`errors.${code}`)`, so each code has a message in both dictionaries.
 */
export const ERROR_STATUS = {
  /** The body, query or parameters failed validation; `fields` says which and why. */
  validation_failed: 400,
  /** The body is not valid JSON. */
  malformed_body: 400,
  /** The address has a bad percent-encoding (or is not UTF-8 once decoded). */
  malformed_url: 400,
  /** A path parameter is far longer than any the API has (the router stops reading it). */
  uri_too_long: 414,
  /** The request's headers are over 16 KB. */
  headers_too_large: 431,
  /** The request did not arrive in time. */
  request_timeout: 408,
  /** The request's Content-Type is not one the route accepts. */
  unsupported_media_type: 415,
  /** The body is larger than the route allows. */
  payload_too_large: 413,
  /** No route matches the path. */
  not_found: 404,
  /** The route exists but not for this method. */
  method_not_allowed: 405,
  /** A signed-in session is required. */
  unauthenticated: 401,
  /** The user is signed in but may not do this. */
  forbidden: 403,
  /** A state-changing request without `X-Requested-With` or from another origin. */
  csrf_rejected: 403,
  /** The bot check was missing or failed. */
  captcha_failed: 400,
  /** Too many requests; `retryAfterSeconds` in `details`. */
  rate_limited: 429,
  /** Sign-in failed for any reason: unknown email or wrong password. */
  invalid_credentials: 401,
  /** Sign-up with an email that exists or cannot be used. */
  email_taken: 409,
  /** Sign-up or settings with a username that another account holds (case-insensitive). */
  username_taken: 409,
  /** Forgot password for an address with no account. */
  email_not_registered: 404,
  /** A verification code that expired, was replaced, or was used up. */
  code_expired: 400,
  /** A verification code that does not match. */
  code_invalid: 400,
  /** A new code was asked for before the resend wait ended; `retryAfterSeconds` in `details`. */
  code_resend_wait: 429,
  /** The mail with a verification code could not be sent. */
  code_send_failed: 503,
  /** Changing the password with a wrong current password. */
  wrong_current_password: 400,
  /** The password could not be changed for a reason other than a wrong current password. */
  password_change_failed: 500,
  /** The language preference could not be saved. */
  language_save_failed: 500,
  /** Project data needs project access granted by an administrator. */
  no_project_access: 403,
  /** Premium data (downloads, flare exports) needs premium access granted by an administrator. */
  no_premium_access: 403,
  /** An investor's step (interest, indication, commitment) by a user without an investor profile. */
  investor_profile_required: 403,
  /** A pipeline step that is not possible from the entry's current stage (or taken twice). */
  pipeline_step_invalid: 409,
  /** An indication or commitment, or the data room, before the project's NDA was accepted. */
  nda_required: 403,
  /** An NDA acceptance of a version that is no longer the project's current one. */
  nda_outdated: 409,
  /** Interest or an indication for a project that is not at the seeking_funding stage. */
  project_not_seeking_funding: 409,
  /**
   * A project's cash flows asked for while its model cannot be evaluated: inputs saved before the
   * model's bounds lie outside them (the project answers with `inputErrors`) until its owner corrects them.
   */
  project_model_unavailable: 409,
  /** A mail's unsubscribe link whose token is not one of ours (changed or cut short). */
  unsubscribe_link_invalid: 400,
  /** An answer to a question that has one already (answered a moment ago by someone else of the owner's side). */
  question_answered: 409,
  /** An investor's download of a document its owner lets them read in the browser only. */
  document_view_only: 403,
  /**
   * A document the viewer cannot show (not a PDF or PNG/JPEG picture, or one that cannot be read as
   * such), made or kept view-only, or opened in the viewer.
   */
  document_not_viewable: 422,
  /** A data-room upload that is not a PDF, XLSX, CSV, DOCX, PNG or JPEG by its bytes, or whose name says otherwise. */
  document_type_refused: 415,
  /** The database or another dependency is down. */
  service_unavailable: 503,
  /** The database stayed locked by another write (a long import) for 15 s; Retry-After says when to try again. */
  database_busy: 503,
  /** An import without a file, or with an empty one. */
  import_file_missing: 400,
  /** An import of a file that is neither CSV nor XLSX (judged by its bytes and its name). */
  import_unsupported_file: 415,
  /** A CSV whose bytes are not valid UTF-8 (`details.line`). */
  import_not_utf8: 400,
  /** A CSV cut short inside a quoted cell, or with text after a closing quote (`details.line`). */
  import_malformed_csv: 400,
  /** An .xlsx that is not a readable workbook (not a zip, truncated, or another format). */
  import_not_xlsx: 400,
  /** The sheet asked for is not in the workbook (`details.sheets` lists the sheets it has). */
  import_sheet_not_found: 400,
  /** The file has no header row, or a header and no data rows. */
  import_empty_file: 400,
  /** The header row matches no template (`details`: the closest template, missing and unknown columns). */
  import_unknown_template: 400,
  /**
   * A Nightfire file (its header has EOG's columns) in none of the layouts read (`details.columnsFound`,
   * `details.layoutsAccepted`, `details.missingColumns` of the layout it looks closest to).
   */
  import_vnf_layout: 400,
  /** A .gz file that does not decompress (cut short, or not gzip). */
  import_bad_gzip: 400,
  /** One or more rows are invalid, so nothing was imported (the job lists each with its line and column). */
  import_invalid_rows: 400,
  /** Another import kept the database busy too long; nothing was imported. */
  import_busy: 409,
  /** The import stopped with its process (killed or restarted); nothing was imported. */
  import_interrupted: 503,
  /** An upload that is not a JPEG, PNG or WebP picture by its bytes (SVG, GIF, text renamed .jpg …). */
  image_unsupported_type: 415,
  /** A picture file over the upload's size limit (10 MB for a cover photo). */
  image_file_too_large: 413,
  /** A picture with more pixels than allowed (a decompression bomb), refused before it is decoded. */
  image_too_many_pixels: 413,
  /** A picture whose signature is right but whose bytes do not decode (cut short, corrupt). */
  image_unreadable: 400,
  /** A crop rectangle that lies outside the picture. */
  image_crop_invalid: 400,
  /** An `x-api-key` that is malformed, unknown or revoked, or whose owner no longer has premium access. */
  api_key_invalid: 401,
  /** An `x-api-key` past the expiry chosen when it was made (`details.expiredAt`). */
  api_key_expired: 401,
  /**
   * An `x-api-key` on a route that does not accept keys (admin, account, passport, settings, projects, any
   * write: every route but the premium data reads of plugins/api-key-routes.ts), whoever owns it.
   */
  api_key_not_accepted: 403,
  /** A user who already holds the most personal API keys allowed (10) asked for another. */
  api_key_limit: 409,
  /** An administrator's change names an account that does not exist (or was purged since the page loaded). */
  user_not_found: 404,
  /** Taking the admin role from the last administrator (themselves included): someone must stay admin. */
  last_admin: 409,
  /** Anything unexpected; details stay in the log. */
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);

/** The body of every error answer. `fields` maps a field path to a validation message key. */
export type ErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  };
};

/**
 * A wait as people say it, in `locale` ('en', 'es'): '45 seconds', '36 minutes', '3 hours' ('36 minutos').
 * Rounded up, so the wait said is never shorter than the one left.
 */
export const formatWait = (seconds: number, locale: string): string => {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] =
    whole < 60
      ? [whole, 'second']
      : whole < 2 * 3600
        ? [Math.ceil(whole / 60), 'minute']
        : [Math.ceil(whole / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
};

/**
 * The values an error message's placeholders take from the answer's `details`, in `locale`: `{{time}}` is
 * the wait of `retryAfterSeconds` (`rate_limited`: 'Too many attempts. Please try again in 36 minutes.');
 * a text detail fills the placeholder of its name (`import_vnf_layout`: `{{columnsFound}}` …).
 */
export const errorMessageValues = (
  details: Record<string, unknown> | undefined,
  locale: string,
): Record<string, string> => {
  const texts = Object.fromEntries(
    Object.entries(details ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'retryAfterSeconds',
    ),
  );
  const seconds = Number(details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? { ...texts, time: formatWait(seconds, locale) } : texts;
};
