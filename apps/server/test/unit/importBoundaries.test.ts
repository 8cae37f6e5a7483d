/**
 * The lint rules that keep the server's layers and the shared packages' boundaries (eslint.config.js, issue 19):
 * each deliberately wrong import is reported, and the right ones pass.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the import rules for a file of this path with this text (it need not exist). */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, {
    filePath: path.join(repoRoot, filePath),
  });
  return result!.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

// Loading the configuration and the TypeScript parser takes seconds on a busy machine: once, before the tests.
beforeAll(
  () => eslint.lintText('export {};\n', { filePath: path.join(repoRoot, 'apps/server/src/routes/x.ts') }),
  120_000,
);

describe('the server imports routes -> services -> repositories, SQL only in repositories', () => {
  it('refuses a repository or drizzle in a route, and allows a service', async () => {
    expect(
      await importProblems('apps/server/src/routes/x.ts', "import { findCase as x } from '../repositories/cases.ts';"),
    ).toEqual([expect.stringContaining('Routes call services')]);
    expect(await importProblems('apps/server/src/routes/x.ts', "import { eq as x } from 'drizzle-orm';")).toEqual([
      expect.stringContaining('repositories'),
    ]);
    expect(
      await importProblems('apps/server/src/routes/x.ts', "import { getCase as x } from '../services/cases.ts';"),
    ).toEqual([]);
  });

  it('refuses SQL building in a service, in auth and in the CLI, but allows a type from the database layer', async () => {
    for (const file of ['apps/server/src/services/x.ts', 'apps/server/src/auth/x.ts', 'apps/server/src/cli/x.ts']) {
      expect(await importProblems(file, "import { sql as x } from 'drizzle-orm';"), file).toHaveLength(1);
      expect(await importProblems(file, "import { cases as x } from '../db/schema.ts';"), file).toHaveLength(1);
    }
    expect(
      await importProblems('apps/server/src/services/x.ts', "import type { SQL as x } from 'drizzle-orm';"),
    ).toEqual([]);
  });

  it('refuses a route imported by a service, and a service, route or auth module imported by a repository', async () => {
    expect(
      await importProblems('apps/server/src/services/x.ts', "import { caseRoutes as x } from '../routes/cases.ts';"),
    ).toHaveLength(1);
    expect(
      await importProblems('apps/server/src/repositories/x.ts', "import { getCase as x } from '../services/cases.ts';"),
    ).toHaveLength(1);
    expect(
      await importProblems(
        'apps/server/src/repositories/x.ts',
        "import { caseRoutes as x } from '../routes/cases.ts';",
      ),
    ).toHaveLength(1);
    expect(
      await importProblems('apps/server/src/repositories/x.ts', "import { limits as x } from '../auth/limits.ts';"),
    ).toHaveLength(1);
    expect(
      await importProblems('apps/server/src/repositories/x.ts', "import { sql as x } from 'drizzle-orm';"),
    ).toEqual([]);
  });
});

describe('auth/ and http/ call no service; jobs/ call services, not repositories', () => {
  it('refuses a service in auth/ and in http/, and allows its types', async () => {
    for (const file of ['apps/server/src/auth/x.ts', 'apps/server/src/http/x.ts']) {
      expect(await importProblems(file, "import { getCase as x } from '../services/cases.ts';"), file).toEqual([
        expect.stringContaining('auth/ and http/ serve the routes and do not call services'),
      ]);
      expect(await importProblems(file, "import type { Actor as x } from '../services/afterFiling.ts';"), file).toEqual(
        [],
      );
    }
  });

  it('refuses a repository in a job, and allows a service', async () => {
    expect(
      await importProblems(
        'apps/server/src/jobs/x.ts',
        "import { purgeExpired as x } from '../repositories/oidcPayloads.ts';",
      ),
    ).toEqual([expect.stringContaining('Routes call services')]);
    expect(
      await importProblems(
        'apps/server/src/jobs/x.ts',
        "import { sendDueReminders as x } from '../services/reminders.ts';",
      ),
    ).toEqual([]);
  });
});

describe('the domain and the contract import nothing of ours but the domain', () => {
  it('refuses the server or the contract in the domain', async () => {
    expect(
      await importProblems('packages/domain/src/x.ts', "import { api as x } from '@rentfile/contract';"),
    ).toHaveLength(1);
    expect(
      await importProblems('packages/domain/src/x.ts', "import { readFileSync as x } from 'node:fs';"),
    ).toHaveLength(1);
  });

  it('refuses the server in the contract, and allows the domain', async () => {
    expect(await importProblems('packages/contract/src/x.ts', "import { x } from '@rentfile/server';")).toHaveLength(1);
    expect(
      await importProblems('packages/contract/src/x.ts', "import { x } from '../../../apps/server/src/errors.ts';"),
    ).toHaveLength(1);
    expect(
      await importProblems('packages/contract/src/x.ts', "import { MESSAGES as x } from '@rentfile/domain';"),
    ).toEqual([]);
  });
});
