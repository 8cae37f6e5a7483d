import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { api } from '@rentfile/contract';
import { currentClient } from '../auth/plugin.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { route } from '../http/route.ts';
import * as service from '../services/avatars.ts';

const MALFORMED_UPLOAD = 'The upload is not a well-formed multipart form: send the image as the field "file".';

export async function avatarRoutes(app: FastifyInstance, { db }: Deps) {
  await app.register(multipart, { limits: { fileSize: service.AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(app, api.uploadAvatar, async ({ request }) => {
    const client = currentClient(request);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', service.AVATAR_MESSAGES.missing);
    let data: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new AppError('BAD_REQUEST', service.AVATAR_MESSAGES.missing);
      data = await file.toBuffer();
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new AppError('PAYLOAD_TOO_LARGE', service.AVATAR_MESSAGES.tooLarge);
      // Anything else the parser meets is a body that is not a well-formed multipart form (issue 20, gap 7).
      throw new AppError('BAD_REQUEST', MALFORMED_UPLOAD);
    }
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
