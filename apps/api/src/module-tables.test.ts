import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules own their tables (issue 36, item 2): a module's code names only its own tables, the floor's
 * (db/database.ts: settings, rate limits, the audit log) and the shared floor of flaring tables
 * (modules/flaring-data); anything else it asks of the module that owns it, through its front door. A
 * table's owner is the module whose `*.tables.ts` adds it to the Database interface.
 *
 * It holds for every module (2026-11-29: the last three crossings, session → users and notifications →
 * projects, investor_profiles, went behind ports, decision 050): where a module cannot import the owner,
 * it declares a port (lib/ports.ts) and the app's composition hands in the owner's function or query
 * fragment. CROSSINGS stays, empty, so that a new crossing fails here, named with its module and table.
 */
const API = path.resolve(import.meta.dirname);

/** `module → tables of other modules it names`: none. */
const CROSSINGS: Record<string, string[]> = {};

/** Modules whose tables every module may name. */
const FLOOR_MODULES = new Set(['(floor)', 'flaring-data']);

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

/** The module a file under src belongs to (`(floor)` outside modules/). */
const moduleOf = (file: string): string =>
  file.startsWith(`modules${path.sep}`) ? (file.split(path.sep)[1] as string) : '(floor)';

/** Each table of the Database interface and the module whose file declares it. */
const tableOwners = (): Map<string, string> => {
  const owners = new Map<string, string>();
  for (const file of sourceFiles(API)) {
    const source = fs.readFileSync(path.join(API, file), 'utf8');
    for (const block of source.matchAll(/interface Database \{([\s\S]*?)\n\s*\}/g))
      for (const table of (block[1] as string).matchAll(/^\s*([a-z_]+)\??:/gm))
        owners.set(table[1] as string, moduleOf(file));
  }
  return owners;
};

/** Tables a source names: in query-builder calls, and after FROM, JOIN, INTO, UPDATE in sql`` templates. */
export const tablesNamedIn = (source: string): Set<string> => {
  const names = new Set<string>();
  const call =
    /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g;
  for (const match of source.matchAll(call)) names.add(match[1] as string);
  for (const template of source.matchAll(/\bsql(?:<[^>]*>)?`([\s\S]*?)`/g))
    for (const match of (template[1] as string).matchAll(/\b(?:from|join|into|update)\s+([a-z_]+)\b/gi))
      names.add((match[1] as string).toLowerCase());
  return names;
};

/** `module → other modules' tables its code names`, sorted. */
const crossings = (owners: Map<string, string>, files: Array<{ file: string; source: string }>) => {
  const found: Record<string, Set<string>> = {};
  for (const { file, source } of files) {
    const module = moduleOf(file);
    if (module === '(floor)') continue;
    for (const table of tablesNamedIn(source)) {
      const owner = owners.get(table);
      if (owner === undefined || owner === module || FLOOR_MODULES.has(owner)) continue;
      (found[module] ??= new Set()).add(table);
    }
  }
  return Object.fromEntries(
    Object.entries(found)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, tables]) => [module, [...tables].sort()]),
  );
};

const moduleSources = () =>
  sourceFiles(path.join(API, 'modules')).map((file) => ({
    file: path.join('modules', file),
    source: fs.readFileSync(path.join(API, 'modules', file), 'utf8'),
  }));

describe('modules own their tables', () => {
  const owners = tableOwners();

  it('knows every table’s owner from the modules’ table files', () => {
    expect(owners.get('users')).toBe('accounts');
    expect(owners.get('projects')).toBe('projects');
    expect(owners.get('import_jobs')).toBe('imports');
    expect(owners.get('flares')).toBe('flaring-data');
    expect(owners.get('audit_events')).toBe('(floor)');
    expect(owners.size).toBeGreaterThan(50);
  });

  it('finds no module naming another module’s table', () => {
    expect(crossings(owners, moduleSources())).toEqual(CROSSINGS);
  });

  it('fails on a planted crossing, in a query builder or in SQL, and lets its own and the floor’s tables through', () => {
    const planted = [
      {
        file: path.join('modules', 'event', 'probe.repository.ts'),
        source:
          "export const probe = (db) => db.selectFrom('users').innerJoin('flares as f', 'f.id', 'x').selectAll();",
      },
      {
        file: path.join('modules', 'captcha', 'probe.repository.ts'),
        source:
          'export const probe = (db) => sql`select 1 from import_jobs j join app_settings s on true`.execute(db);',
      },
      {
        file: path.join('modules', 'imports', 'probe.repository.ts'),
        source: "export const probe = (db) => db.updateTable('import_jobs').set({}).execute();",
      },
    ];
    expect(crossings(owners, planted)).toEqual({ captcha: ['import_jobs'], event: ['users'] });
  });
});
