import type { FastifyRequest } from 'fastify';
import { currentClient, currentClientRow } from '../auth/plugin.ts';
import type { Actor } from '../services/actor.ts';

/**
 * Who is making a change, as the case's timeline names them: a member acting for another's firm by the name they
 * joined with, else the account's own profile; an administrator acting for the account says so.
 */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const client = currentClient(request);
  const member = request.member;
  if (member && member.subject !== client.auth0Id) {
    const name = [member.firstName, member.lastName].filter((p) => p && p.trim() !== '').join(' ');
    if (name || member.email) return { name: name || member.email! };
  }
  if (request.actor && request.actor.id !== client.id) return { name: 'An administrator for the account' };
  // The firm's name was read with the membership on this call: for the person's own firm, their own profile.
  const row = request.firm?.id === client.id ? request.firm : await currentClientRow(request);
  const name = [row.firstName, row.lastName].filter((p) => p && p.trim() !== '').join(' ');
  return { name: name || row.email || 'The account holder' };
}
