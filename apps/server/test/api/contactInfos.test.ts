import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const contact = {
  firstName: 'Maria',
  lastName: 'Lopez',
  company: 'Lopez Property Management',
  streetAddress: '12 Main Street',
  city: 'Newark',
  state: 'New Jersey',
  zipcode: '07102',
  phone: '(973) 555-0100',
  email: 'maria@example.com',
};

describe('contact infos', () => {
  it('creates the first contact as the default, lists it, and keeps it from deletion', async () => {
    const a = await t.as('auth0|contacts-a');
    const created = await a.post<{ id: number }>('/api/contactInfo', { contactInfo: contact, saveAsDefault: true });
    expect(created.status).toBe(200);
    const list = await a.get<Array<{ id: number; firstName: string; email: string }>>('/api/contactInfos');
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, firstName: 'Maria', email: 'maria@example.com' }),
    ]);
    const me = await a.get<{ defaultContactInfoId: number }>('/api/client');
    expect(me.body.defaultContactInfoId).toBe(created.body.id);
    const del = await a.delete<{ error: string }>(`/api/contactInfo/${created.body.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error).toMatch(/default contact/i);
  });

  it('updates and deletes a second contact', async () => {
    const a = await t.as('auth0|contacts-b');
    await a.post('/api/contactInfo', { contactInfo: contact, saveAsDefault: true });
    const second = await a.post<{ id: number }>('/api/contactInfo', { contactInfo: { ...contact, firstName: 'Ana' } });
    const upd = await a.post<{ id: number }>('/api/contactInfo', {
      contactInfo: { ...contact, id: second.body.id, firstName: 'Anna' },
    });
    expect(upd.body.id).toBe(second.body.id);
    const list = await a.get<Array<{ firstName: string }>>('/api/contactInfos');
    expect(list.body.map((c) => c.firstName)).toEqual(['Maria', 'Anna']);
    expect((await a.delete(`/api/contactInfo/${second.body.id}`)).status).toBe(200);
    expect((await a.get<unknown[]>('/api/contactInfos')).body).toHaveLength(1);
  });

  it('refuses a name of spaces only or a bad e-mail with the form message, and stores nothing', async () => {
    const a = await t.as('auth0|contacts-blank');
    const blank = await a.post<{ error: string }>('/api/contactInfo', {
      contactInfo: { ...contact, firstName: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Item is required (firstName)');
    const badEmail = await a.post<{ error: string }>('/api/contactInfo', {
      contactInfo: { ...contact, email: 'maria@' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('E-mail must be valid (email)');
    expect((await a.get<unknown[]>('/api/contactInfos')).body).toEqual([]);
  });

  it("gives another client 404 for a contact's id and changes nothing", async () => {
    const owner = await t.as('auth0|contacts-owner');
    const other = await t.as('auth0|contacts-other');
    const created = await owner.post<{ id: number }>('/api/contactInfo', { contactInfo: contact });
    const second = await owner.post<{ id: number }>('/api/contactInfo', {
      contactInfo: { ...contact, firstName: 'Second' },
    });
    expect(
      (await other.post('/api/contactInfo', { contactInfo: { ...contact, id: created.body.id, firstName: 'Hacked' } }))
        .status,
    ).toBe(404);
    expect((await other.delete(`/api/contactInfo/${second.body.id}`)).status).toBe(404);
    expect((await other.get<unknown[]>('/api/contactInfos')).body).toEqual([]);
    const mine = await owner.get<Array<{ firstName: string }>>('/api/contactInfos');
    expect(mine.body.map((c) => c.firstName)).toEqual(['Maria', 'Second']);
  });
});

describe('update-user', () => {
  it('changes only the caller, and clears a blank interpreter language and accommodation', async () => {
    const a = await t.as('auth0|profile-a');
    const me = await a.get<{ auth0Id: string }>('/api/client');
    const set = await a.put<{ interpreter: boolean; language: string; disability: boolean; accommodation: string }>(
      '/api/update-user',
      {
        user: { auth0Id: me.body.auth0Id, language: 'Spanish', accommodation: 'Wheelchair access' },
      },
    );
    expect(set.body).toMatchObject({
      interpreter: true,
      language: 'Spanish',
      disability: true,
      accommodation: 'Wheelchair access',
    });
    const cleared = await a.put<{ interpreter: boolean; language: string | null; disability: boolean }>(
      '/api/update-user',
      {
        user: { auth0Id: me.body.auth0Id, language: '  ', accommodation: '' },
      },
    );
    expect(cleared.body).toMatchObject({ interpreter: false, language: null, disability: false });
    const other = await a.put('/api/update-user', { user: { auth0Id: 'auth0|someone-else', language: 'French' } });
    expect(other.status).toBe(403);
    const extra = await a.put('/api/update-user', { user: { auth0Id: me.body.auth0Id, isAdmin: true } });
    expect(extra.status).toBe(400);
  });
});
