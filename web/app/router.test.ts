import { expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { SERVER_RENDERED_WORKSPACE_PAGES } from '#domain/web-pages';
import { pageModules, routes, type BuiltFrom } from './router';

const withModule = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [
    ...((route.handle as Partial<BuiltFrom> | undefined)?.module ? [route] : []),
    ...withModule(route.children ?? []),
  ]);

it('names, for every page the server renders, the modules its routes are built from, outermost first', () => {
  expect(pageModules('/dashboard')).toEqual([
    'app/layouts/app-layout.tsx',
    'features/dashboard/dashboard-page.tsx',
  ]);
  for (const path of SERVER_RENDERED_WORKSPACE_PAGES) expect(pageModules(path).length, path).toBe(2);
  expect(pageModules('/pricing')).toEqual([]);
});

it('names the module a route loads, so the server preloads the chunks that page runs', async () => {
  const named = withModule(routes);
  expect(named.length).toBeGreaterThanOrEqual(3);
  for (const route of named) {
    const { module } = route.handle as BuiltFrom;
    const lazy = route.lazy as () => Promise<{ Component: unknown }>;
    const { Component } = await lazy();
    const built = (await import(/* @vite-ignore */ `../${module}`)) as Record<string, unknown>;
    expect(Object.values(built), module).toContain(Component);
  }
});
