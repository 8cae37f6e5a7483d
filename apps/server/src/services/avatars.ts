/**
 * Avatars (docs/product/data-and-rules.md#profile-page, docs/product/data-and-rules.md#calls upload_avatar): a PNG, JPEG or WebP picture of at most 5 MB, recognised by its content
 * (never its name or the browser's content type), stored as a 256x256 WebP square; served only to its owner.
 */
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { ClientRef } from '../repositories/clients.ts';
import * as repo from '../repositories/avatars.ts';
import { avatarUrlOf } from './clients.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
/** Larger pictures are refused before decoding (a small file can still claim huge dimensions). */
const MAX_INPUT_PIXELS = 40_000_000;

export const AVATAR_MESSAGES = {
  missing: 'Choose a picture to upload (form field "file").',
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller picture.',
  notImage: 'The file is not a PNG, JPEG or WebP picture. Choose a picture in one of these formats.',
  unreadable: 'The picture could not be read. It may be damaged; choose another picture.',
} as const;

type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The image format a file's first bytes announce (its magic number), or null. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Checks the picture by its content and turns it into the stored 256x256 WebP square (centre crop, EXIF rotation applied). */
export async function normaliseAvatar(data: Buffer): Promise<Buffer> {
  if (data.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  const announced = sniffImageFormat(data);
  if (!announced) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.notImage);
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.unreadable);
  }
  if (format !== announced) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.notImage);
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_MESSAGES.unreadable);
  }
}

/** Stores the client's new avatar and answers the URL the client's avatar field gives. */
export async function uploadAvatar(db: Db, client: ClientRef, data: Buffer): Promise<{ avatar: string }> {
  const image = await normaliseAvatar(data);
  await repo.saveAvatar(db, client.id, { contentType: AVATAR_CONTENT_TYPE, data: image });
  const avatar = await avatarUrlOf(db, client.id);
  if (!avatar) throw new AppError('INTERNAL', 'The picture was not saved.');
  return { avatar };
}

/** A client's avatar, for that client only: any other id answers 404, as a missing one does. */
export async function getAvatar(db: Db, client: ClientRef, clientId: number): Promise<repo.AvatarRow> {
  const row = clientId === client.id ? await repo.findAvatar(db, client.id) : undefined;
  if (!row) throw notFound('Avatar');
  return row;
}
