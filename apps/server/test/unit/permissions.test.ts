/**
 * Every call of the API requires a permission (decision 0042): the one table in http/permissions.ts names one for each
 * call of the contract, and route() finds it by the call's method and path (a call without one is refused at run time).
 */
import { describe, expect, it } from 'vitest';
import { api, MEMBER_ROLES, type ApiName, type RouteInfo } from '@rentfile/contract';
import { PERMISSIONS, permissionOf, roleGrants, type Permission } from '../../src/http/permissions.ts';

const names = Object.keys(api) as ApiName[];

describe('the permissions of the calls', () => {
  it('names one for every call of the contract, found by its method and path, and none for anything else', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...names].sort());
    const missing = names.filter((name) => permissionOf(api[name]) !== PERMISSIONS[name] || !PERMISSIONS[name]);
    expect(missing).toEqual([]);
    expect(permissionOf({ method: 'GET', path: '/api/not-a-call' })).toBeUndefined();
  });

  it('asks no role of a call only where the contract makes it reachable without signing in', () => {
    const open = names.filter((name) => PERMISSIONS[name] === 'public');
    expect(open.filter((name) => (api[name] as RouteInfo).public !== true)).toEqual([]);
  });

  it('grants a viewer reading only, a preparer and an attorney no management, an owner everything', () => {
    const asked: Permission[] = ['read', 'write', 'sign', 'manage-members'];
    const grants = Object.fromEntries(MEMBER_ROLES.map((role) => [role, asked.filter((p) => roleGrants(role, p))]));
    expect(grants).toEqual({
      owner: ['read', 'write', 'sign', 'manage-members'],
      attorney: ['read', 'write', 'sign'],
      preparer: ['read', 'write', 'sign'],
      viewer: ['read'],
    });
  });
});
