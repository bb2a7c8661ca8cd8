import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** What fastify-type-provider-zod marks its validation errors with (the error handler reads them). */
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  getter?: () => ZodType;
};

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kinds of schema that only wrap another: optional, default, a pipe's input, a union's options, … */
const innerOf = (def: Def): ZodType[] => {
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? [def.innerType] : [];
    case 'pipe':
      return def.in ? [def.in] : [];
    case 'lazy':
      return def.getter ? [def.getter()] : [];
    case 'union':
      return def.options ?? [];
    case 'intersection':
      return [def.left, def.right].filter((side) => side !== undefined);
    default:
      return [];
  }
};

/** The schemas of the given kinds a schema accepts at this level, through the wrappers of innerOf. */
const defsAt = (schema: ZodType, kinds: ReadonlySet<string>, seen = new Set<ZodType>()): Def[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (kinds.has(def.type)) return [def];
  return innerOf(def).flatMap((inner) => defsAt(inner, kinds, seen));
};

const OBJECTS = new Set(['object']);
const CONTAINERS = new Set(['array', 'tuple', 'record']);

/**
 * The paths of the keys in `value` that `schema` does not name, at every depth. A zod object strips
 * such keys silently; a write must not — a misspelt field would do nothing and say nothing. An object
 * with a catch-all (z.looseObject, z.record) takes any key; a union takes the keys any of its objects names.
 */
export const unknownKeys = (schema: ZodType, value: unknown, path: string[] = []): string[][] => {
  if (isPlainObject(value)) {
    const shapes = defsAt(schema, OBJECTS);
    if (shapes.length === 0) {
      const records = defsAt(schema, CONTAINERS).filter((def) => def.type === 'record');
      return Object.entries(value).flatMap(([key, item]) =>
        records.flatMap((def) => (def.valueType ? unknownKeys(def.valueType, item, [...path, key]) : [])),
      );
    }
    if (shapes.some((def) => def.catchall && defOf(def.catchall).type !== 'never')) return [];
    const found: string[][] = [];
    for (const [key, item] of Object.entries(value)) {
      const fields = shapes.map((def) => def.shape?.[key]).filter((field) => field !== undefined);
      if (fields.length === 0) found.push([...path, key]);
      else {
        // Of the schemas that name the key (a union's options), the one the value fits best.
        const reports = fields.map((field) => unknownKeys(field, item, [...path, key]));
        found.push(...reports.reduce((best, report) => (report.length < best.length ? report : best)));
      }
    }
    return found;
  }
  if (Array.isArray(value)) {
    const containers = defsAt(schema, CONTAINERS);
    return value.flatMap((item, index) =>
      containers.flatMap((def) => {
        const element = def.type === 'tuple' ? def.items?.[index] : def.element;
        return element ? unknownKeys(element, item, [...path, String(index)]) : [];
      }),
    );
  }
  return [];
};

/**
 * The zod validator, with one rule more for request bodies: unknown keys are refused (400
 * validation_failed, each named in `fields` with validation.unknown_field) rather than dropped.
 */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => {
    const unknown = unknownKeys(route.schema, data);
    if (unknown.length === 0) return validate(data);
    const error = unknown.map((path) => ({
      [ZOD_VALIDATION_ERROR]: true,
      keyword: 'unrecognized_keys',
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/unrecognized_keys`,
      message: 'validation.unknown_field',
      params: {},
    }));
    return { error: error as unknown as Error };
  };
};
