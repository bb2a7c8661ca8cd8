import { IMPORT_SOURCE_KINDS, isCleanText, slugify } from '@flarescope/shared';
import { z } from 'zod';
import { isRealDate } from './row-schemas.js';

// ---------------------------------------------------------------------------------------------
// The importer's say about the publisher (CLI flags, upload form fields)
// ---------------------------------------------------------------------------------------------

const optionalFormText = (max: number) =>
  z
    .string({ error: 'validation.invalid_value' })
    .trim()
    .max(max, { error: 'validation.too_long', abort: true })
    // Form fields come as multipart, which the API's input guard does not read: one line, checked here.
    .refine((value) => isCleanText(value), { error: 'validation.control_characters' })
    .optional()
    .transform((value) => (value ? value : undefined));

export const importSourceSchema = z.object({
  /** The publisher's name, or the id of an existing data source ('ar-se-neuquina'). */
  source: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.too_long', abort: true })
    .refine((value) => isCleanText(value), { error: 'validation.control_characters', abort: true })
    .refine((value) => slugify(value) !== '', { error: 'validation.invalid_value' }),
  /** operator (the default for a new source) or regulator; an existing source keeps its kind unless given. */
  kind: z.enum(IMPORT_SOURCE_KINDS, { error: 'validation.invalid_value' }).optional(),
  title: optionalFormText(300),
  licence: optionalFormText(200),
  url: optionalFormText(500).refine((value) => value === undefined || /^https?:\/\/\S+$/.test(value), {
    error: 'validation.invalid_value',
  }),
  publishedOn: optionalFormText(10).refine((value) => value === undefined || isRealDate(value), {
    error: 'validation.invalid_value',
  }),
  /**
   * The worksheet to read in an XLSX workbook (default: the one named after a template, else the first
   * whose first row is a template's header, else the first).
   */
  sheet: optionalFormText(100),
});
export type ImportSourceInput = z.input<typeof importSourceSchema>;
export type ImportSource = z.infer<typeof importSourceSchema>;

/** The upload's `preview` form field: 'true' runs the whole import and rolls it back (nothing changes). */
export const importPreviewFieldSchema = z
  .enum(['true', 'false'], { error: 'validation.invalid_value' })
  .optional()
  .transform((value) => value === 'true');
