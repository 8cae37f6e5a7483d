import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { route } from '../http/route.ts';
import { readUploadedFile } from '../http/upload.ts';
import * as service from '../services/avatars.ts';

export async function avatarRoutes(app: FastifyInstance, { db }: Deps) {
  await app.register(multipart, { limits: { fileSize: service.AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(app, api.uploadAvatar, async ({ request }) => {
    const client = currentClient(request);
    const { data } = await readUploadedFile(app, request, { ...service.AVATAR_MESSAGES, what: 'the image' });
    return service.uploadAvatar(db, client, data);
  });

  route(app, api.getAvatar, async ({ request, params, reply }) => {
    const avatar = await service.getAvatar(db, currentClient(request), params.id);
    return reply
      .header('content-type', avatar.contentType)
      .header('cache-control', 'private, no-cache')
      .send(avatar.data);
  });
}
