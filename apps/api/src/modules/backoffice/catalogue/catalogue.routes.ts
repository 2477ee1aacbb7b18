import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import {
  editCatalogueItem,
  getCatalogueItem,
  getProvider,
  listCatalogue,
  listProviders,
  setMaintenance,
} from './catalogue.service.ts';

/** The game catalogue (casino games, slot providers, slot games, sports) and provider maintenance. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'casinoGames.list', async ({ query }) => listCatalogue(db, 'casinoGames', query));
  registerEndpoint(app, 'casinoGames.get', async ({ params }) => getCatalogueItem(db, 'casinoGames', params));
  registerEndpoint(app, 'casinoGames.update', async (c) =>
    editCatalogueItem(db, 'casinoGames', { actor: actorOf(c), id: c.params.id, change: c.body }),
  );
  registerEndpoint(app, 'slotProviders.list', async ({ query }) => listCatalogue(db, 'slotProviders', query));
  registerEndpoint(app, 'slotProviders.get', async ({ params }) =>
    getCatalogueItem(db, 'slotProviders', params),
  );
  registerEndpoint(app, 'slotProviders.update', async (c) =>
    editCatalogueItem(db, 'slotProviders', { actor: actorOf(c), id: c.params.id, change: c.body }),
  );
  registerEndpoint(app, 'slotGames.list', async ({ query }) => listCatalogue(db, 'slotGames', query));
  registerEndpoint(app, 'slotGames.get', async ({ params }) => getCatalogueItem(db, 'slotGames', params));
  registerEndpoint(app, 'slotGames.update', async (c) =>
    editCatalogueItem(db, 'slotGames', { actor: actorOf(c), id: c.params.id, change: c.body }),
  );
  registerEndpoint(app, 'sports.list', async ({ query }) => listCatalogue(db, 'sports', query));
  registerEndpoint(app, 'sports.get', async ({ params }) => getCatalogueItem(db, 'sports', params));
  registerEndpoint(app, 'sports.update', async (c) =>
    editCatalogueItem(db, 'sports', { actor: actorOf(c), id: c.params.id, change: c.body }),
  );
  registerEndpoint(app, 'providers.list', async ({ query }) => listProviders(db, query));
  registerEndpoint(app, 'providers.get', async ({ params }) => getProvider(db, params));
  registerEndpoint(app, 'providers.update', async (c) =>
    setMaintenance(db, { actor: actorOf(c), id: c.params.id, maintenance: c.body.maintenance }),
  );
}
