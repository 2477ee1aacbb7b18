import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/register-endpoint.ts';
import { actorOf } from '../actor.ts';
import { createBanner, editBanner, getBanner, listBanners, removeBanner } from './banners.service.ts';
import { listBannerImages, uploadBannerImage } from './banner-images.service.ts';
import { editTemplate, getTemplate, listTemplates } from './note-templates.service.ts';
import { createNotice, editNotice, getNotice, listNotices, removeNotice } from './notices.service.ts';
import { createPopup, editPopup, getPopup, listPopups, removePopup } from './popups.service.ts';

/**
 * Notices, popups and home banners: react-admin resources (list, get, create, update, delete);
 * the automatic notes' templates: list, get and update.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, 'notices.list', async ({ query }) => listNotices(db, query));
  registerEndpoint(app, 'notices.get', async ({ params }) => getNotice(db, params));
  registerEndpoint(app, 'notices.create', async (c) =>
    createNotice(db, { actor: actorOf(c), input: c.body }),
  );
  registerEndpoint(app, 'notices.update', async (c) =>
    editNotice(db, { actor: actorOf(c), id: c.params.id, input: c.body }),
  );
  registerEndpoint(app, 'notices.delete', async (c) =>
    removeNotice(db, { actor: actorOf(c), id: c.params.id }),
  );

  registerEndpoint(app, 'popups.list', async ({ query }) => listPopups(db, query));
  registerEndpoint(app, 'popups.get', async ({ params }) => getPopup(db, params));
  registerEndpoint(app, 'popups.create', async (c) => createPopup(db, { actor: actorOf(c), input: c.body }));
  registerEndpoint(app, 'popups.update', async (c) =>
    editPopup(db, { actor: actorOf(c), id: c.params.id, input: c.body }),
  );
  registerEndpoint(app, 'popups.delete', async (c) =>
    removePopup(db, { actor: actorOf(c), id: c.params.id }),
  );

  registerEndpoint(app, 'banner-images.list', async () => listBannerImages(db));
  registerEndpoint(app, 'banner-images.create', async (c) =>
    uploadBannerImage(db, { actor: actorOf(c), ...c.body }),
  );
  registerEndpoint(app, 'banners.list', async ({ query }) => listBanners(db, query));
  registerEndpoint(app, 'banners.get', async ({ params }) => getBanner(db, params));
  registerEndpoint(app, 'banners.create', async (c) =>
    createBanner(db, { actor: actorOf(c), input: c.body }),
  );
  registerEndpoint(app, 'banners.update', async (c) =>
    editBanner(db, { actor: actorOf(c), id: c.params.id, input: c.body }),
  );
  registerEndpoint(app, 'banners.delete', async (c) =>
    removeBanner(db, { actor: actorOf(c), id: c.params.id }),
  );

  registerEndpoint(app, 'note-templates.list', async () => listTemplates(db));
  registerEndpoint(app, 'note-templates.get', async ({ params }) => getTemplate(db, params));
  registerEndpoint(app, 'note-templates.update', async (c) =>
    editTemplate(db, { actor: actorOf(c), id: c.params.id, input: c.body }),
  );
}
