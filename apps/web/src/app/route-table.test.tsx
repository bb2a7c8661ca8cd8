import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ROUTES, clientRouteList, SCREENS, type RouteSet } from '@flarescope/shared';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInRoutes, signedOutRoutes } from './router';

/**
 * The route table (packages/shared/src/routes.ts, decision 044) against the router the app runs: a
 * route the router has and the table lacks, a table route the router lacks, a screen without its module
 * or a module of routes/ no route shows all fail here.
 */

type RouterEntry = { path: string; route: RouteObject };

/** The router's routes with their whole paths; a layout route (one with children) is not an entry. */
const flatten = (routes: RouteObject[], base = ''): RouterEntry[] =>
  routes.flatMap((route): RouterEntry[] => {
    const own =
      route.index === true
        ? base
        : route.path === undefined
          ? undefined
          : route.path.startsWith('/') || base === ''
            ? route.path
            : `${base}/${route.path}`;
    if (route.children) return flatten(route.children, own ?? base);
    return own === undefined ? [] : [{ path: own, route }];
  });

const routerOf: Record<RouteSet, RouteObject[]> = { signedOut: signedOutRoutes, signedIn: signedInRoutes };

const ROUTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');

/** The console's layout (admin.tsx) wraps the console's screens; it is no screen of its own. */
const LAYOUT_MODULES = new Set(['admin']);

describe.each(['signedOut', 'signedIn'] as const)('the %s route set', (set) => {
  const entries = flatten(routerOf[set]);
  const table = clientRouteList().filter((route) => route[set] !== undefined);

  it('has every path once', () => {
    const seen = entries.map((entry) => entry.path);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('has no route the table lacks', () => {
    const tablePaths = new Set(table.map((route) => route.path));
    expect(entries.map((entry) => entry.path).filter((p) => !tablePaths.has(p))).toEqual([]);
  });

  it('shows every route of the table, as the table says', () => {
    const byPath = new Map(entries.map((entry) => [entry.path, entry.route]));
    for (const { name, path: routePath, [set]: show } of table) {
      const route = byPath.get(routePath);
      expect(route, `${set}: ${name} (${routePath}) is not in the router`).toBeDefined();
      if (!route || !show) continue;
      if ('redirect' in show) {
        expect(isValidElement(route.element), `${name} redirects`).toBe(true);
        expect((route.element as { props: { to: string } }).props.to).toBe(CLIENT_ROUTES[show.redirect].path);
      } else {
        expect(typeof route.lazy, `${name} (${routePath}) has a screen`).toBe('function');
      }
    }
  });

  it('loads a screen component for every screen route', async () => {
    for (const { path: routePath, route } of entries) {
      if (!route.lazy) continue;
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component, `${routePath}'s screen`).toBe('function');
    }
  }, 120_000);
});

describe('the screens of the table', () => {
  const modules = fs
    .readdirSync(ROUTES_DIR)
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .filter((name) => !LAYOUT_MODULES.has(name));

  it('each have their module in app/routes/', () => {
    expect(SCREENS.filter((screen) => !modules.includes(screen))).toEqual([]);
  });

  it('cover every module of app/routes/, and each is shown by a route', () => {
    expect(modules.filter((name) => !(SCREENS as readonly string[]).includes(name))).toEqual([]);
    const shown = new Set(
      clientRouteList().flatMap((route) =>
        [route.signedOut, route.signedIn].flatMap((show) => (show && 'screen' in show ? [show.screen] : [])),
      ),
    );
    expect(SCREENS.filter((screen) => !shown.has(screen))).toEqual([]);
  });
});
