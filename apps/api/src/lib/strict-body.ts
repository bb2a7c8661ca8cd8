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

/** The object shapes a schema accepts at this level (through optional, default, pipe, union, …). */
const shapesOf = (schema: ZodType, seen = new Set<ZodType>()): Def[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? shapesOf(def.innerType, seen) : [];
    case 'pipe':
      return def.in ? shapesOf(def.in, seen) : [];
    case 'lazy':
      return def.getter ? shapesOf(def.getter(), seen) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => shapesOf(option, seen));
    case 'intersection':
      return [...(def.left ? shapesOf(def.left, seen) : []), ...(def.right ? shapesOf(def.right, seen) : [])];
    default:
      return [];
  }
};

/** The element schemas of arrays, tuples and records a schema accepts at this level. */
const containersOf = (schema: ZodType, seen = new Set<ZodType>()): Def[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'array':
    case 'tuple':
    case 'record':
      return [def];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? containersOf(def.innerType, seen) : [];
    case 'pipe':
      return def.in ? containersOf(def.in, seen) : [];
    case 'lazy':
      return def.getter ? containersOf(def.getter(), seen) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => containersOf(option, seen));
    default:
      return [];
  }
};

/**
 * The paths of the keys in `value` that `schema` does not name, at every depth. A zod object strips
 * such keys silently; a write must not — a misspelt field would do nothing and say nothing. An object
 * with a catch-all (z.looseObject, z.record) takes any key; a union takes the keys any of its objects names.
 */
export const unknownKeys = (schema: ZodType, value: unknown, path: string[] = []): string[][] => {
  if (isPlainObject(value)) {
    const shapes = shapesOf(schema);
    if (shapes.length === 0) {
      const records = containersOf(schema).filter((def) => def.type === 'record');
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
    const containers = containersOf(schema);
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
