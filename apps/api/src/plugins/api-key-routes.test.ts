import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkApiKeyRoutes } from './api-key-routes.js';

describe('the API key allow-list', () => {
  it('lets a server start only when every route it names is a GET route', async () => {
    const build = (routes: Set<string>) => {
      const app = Fastify();
      checkApiKeyRoutes(app, routes);
      app.get('/api/data/:id', async () => ({}));
      app.post('/api/data', async () => ({}));
      return app;
    };
    const fine = build(new Set(['/api/data/:id']));
    await fine.ready();
    await fine.close();

    for (const stale of ['/api/data/:name', '/api/data']) {
      const app = build(new Set(['/api/data/:id', stale]));
      const starting = (async () => {
        await app.ready();
      })();
      await expect(starting).rejects.toThrow(`API key routes that are not GET routes: ${stale}`);
      await app.close();
    }
  });
});
