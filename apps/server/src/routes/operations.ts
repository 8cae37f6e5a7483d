import type { FastifyInstance } from 'fastify';
import { api } from '@rentfile/contract';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { route } from '../http/route.ts';
import { BackupError, backupDir, takeBackup } from '../services/backups.ts';

/** An operator's calls: a backup taken now by the running server (administrators only). */
export async function operationsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, api.createBackup, async ({ request }) => {
    if (!(await request.actorRow()).isAdmin)
      throw new AppError('FORBIDDEN', 'Only an administrator may take a backup.');
    const backup = await takeBackup(deps.database, deps.config.DATA_DIR, backupDir(deps.config)).catch((err) => {
      // A backup whose restored copy did not match is not kept: the operator is told, and may try again.
      throw err instanceof BackupError ? new AppError('UNAVAILABLE', err.message) : err;
    });
    request.log.info({ file: backup.file, bytes: backup.bytes }, 'backup taken and verified');
    return backup;
  });
}
