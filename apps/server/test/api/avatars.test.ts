import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Caller, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

function upload(
  caller: Caller,
  data: Buffer | string,
  fileName: string,
  type = 'image/png',
  field = 'file',
): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  return caller.raw('/api/upload_avatar', { method: 'POST', body: form });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 77, g: 204, b: 196 } } });

interface Me {
  id: number;
  avatar: string | null;
}

describe('avatar upload', () => {
  it('refuses a text file renamed .png with 415 and a message, and stores nothing', async () => {
    const a = await t.as('auth0|avatar-text');
    const res = await upload(a, 'This is not a picture, only text.\n'.repeat(20), 'holiday.png');
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe('The file is not a PNG, JPEG or WebP picture. Choose a picture in one of these formats.');
    expect((await a.get<Me>('/api/client')).body.avatar).toBeNull();
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const a = await t.as('auth0|avatar-fake');
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    const res = await upload(a, fake, 'fake.png');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toMatch(/could not be read/);
  });

  it('accepts a real PNG, stores it as a 256x256 WebP and serves it to its owner', async () => {
    const a = await t.as('auth0|avatar-png');
    const png = await picture(640, 480).png().toBuffer();
    const res = await upload(a, png, 'me.txt', 'application/octet-stream');
    expect(res.status).toBe(200);
    const { avatar } = (await res.json()) as { avatar: string };
    const me = (await a.get<Me>('/api/client')).body;
    expect(avatar).toBe(me.avatar);
    expect(avatar).toMatch(new RegExp(`^/api/avatar/${me.id}\\?v=`));

    const image = await a.raw(avatar, { method: 'GET' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('accepts a JPEG and replaces the earlier picture', async () => {
    const a = await t.as('auth0|avatar-jpeg');
    await upload(a, await picture(300, 300).png().toBuffer(), 'first.png');
    const first = (await a.get<Me>('/api/client')).body.avatar;
    const jpeg = await picture(200, 900).jpeg().toBuffer();
    const res = await upload(a, jpeg, 'portrait.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { avatar } = (await res.json()) as { avatar: string };
    expect(avatar).not.toBe(first);
    const meta = await sharp(Buffer.from(await (await a.raw(avatar, { method: 'GET' })).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses a picture over 5 MB with 413 and a clear message', async () => {
    const a = await t.as('auth0|avatar-big');
    const big = Buffer.concat([await picture(10, 10).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await upload(a, big, 'big.png');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(
      'The picture is larger than 5 MB. Choose a smaller picture.',
    );
    expect((await a.get<Me>('/api/client')).body.avatar).toBeNull();
  });

  it('asks for the file when the form has none', async () => {
    const a = await t.as('auth0|avatar-none');
    const res = await upload(a, await picture(10, 10).png().toBuffer(), 'x.png', 'image/png', 'picture');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/Choose a picture/);
  });

  it("gives another client 404 for someone's avatar, and 401 without a token", async () => {
    const owner = await t.as('auth0|avatar-owner');
    const other = await t.as('auth0|avatar-other');
    await upload(owner, await picture(64, 64).png().toBuffer(), 'me.png');
    const { avatar } = (await owner.get<Me>('/api/client')).body;
    expect(avatar).not.toBeNull();
    expect((await other.raw(avatar!, { method: 'GET' })).status).toBe(404);
    expect((await t.anonymous.raw(avatar!, { method: 'GET' })).status).toBe(401);
    expect((await owner.raw(avatar!, { method: 'GET' })).status).toBe(200);
  });
});
