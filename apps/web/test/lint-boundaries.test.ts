/**
 * The lint configuration enforces the web app's import direction (apps/web/eslint-boundaries.js): a wrong import is
 * an error, a right one is not. Runs the repository's real ESLint configuration on code placed at a real path.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the configuration and its plugins: slow on a busy machine.
describe('web import direction', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await importErrors(
      "import { useCasesPage } from '../../dashboard/queries.ts';\nexport const x = useCasesPage;\n",
      'apps/web/src/features/wizard/frame/Example.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The feature "wizard" must not import another feature');
  });

  it('refuses a feature importing another through the features folder', async () => {
    for (const from of ['../../../features/dashboard/queries.ts', '../../features/dashboard']) {
      const errors = await importErrors(
        `import { useCasesPage } from '${from}';\nexport const x = useCasesPage;\n`,
        'apps/web/src/features/wizard/frame/Example.ts',
      );
      expect(errors, from).toEqual([expect.stringContaining('The feature "wizard" must not import another feature')]);
    }
    expect(
      await importErrors(
        "import { useWizardCase } from '../../../features/wizard/frame/WizardContext.tsx';\nexport const x = useWizardCase;\n",
        'apps/web/src/features/wizard/screens/Example.ts',
      ),
    ).toEqual([]);
  });

  it('refuses a feature importing app/', async () => {
    const errors = await importErrors(
      "import { theme } from '../../app/theme.ts';\nexport const x = theme;\n",
      'apps/web/src/features/dashboard/Example.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A feature must not import app/');
  });

  it('refuses lib/ and components/ importing app/ or a feature', async () => {
    expect(
      await importErrors(
        "import { theme } from '../../app/theme.ts';\nexport const x = theme;\n",
        'apps/web/src/lib/auth/Example.ts',
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        "import { useWizardCase } from '../features/wizard/frame/WizardContext.tsx';\nexport const x = useWizardCase;\n",
        'apps/web/src/components/Example.tsx',
      ),
    ).toHaveLength(1);
  });

  it("refuses a value from the contract's schemas in the web, and takes its types and routes", async () => {
    const contractErrors = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/lib/Example.ts') });
      return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
    };
    expect(await contractErrors("import { api } from '@rentfile/contract';\nexport const x = api;\n")).toHaveLength(1);
    expect(
      await contractErrors(
        [
          "import type { Api } from '@rentfile/contract';",
          "import { routes } from '@rentfile/contract/routes';",
          'export const x: keyof Api = routes.getCase.method === "GET" ? "getCase" : "health";',
          '',
        ].join('\n'),
      ),
    ).toHaveLength(0);
  });

  it('accepts the allowed directions: a feature uses lib/, components/ and its own folders', async () => {
    const code = [
      "import { ApiError } from '../../../lib/api.ts';",
      "import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';",
      "import { useWizardCase } from '../frame/WizardContext.tsx';",
      'export const x = [ApiError, ConfirmDialog, useWizardCase];',
      '',
    ].join('\n');
    expect(await importErrors(code, 'apps/web/src/features/wizard/screens/Example.ts')).toEqual([]);
    expect(
      await importErrors(
        "import { pathTo } from './routes.ts';\nexport const x = pathTo;\n",
        'apps/web/src/lib/Example.ts',
      ),
    ).toEqual([]);
  });

  it('refuses callApi in a feature or a component: a call goes through lib/queries (one data layer)', async () => {
    const feature = await importErrors(
      "import { callApi } from '../../lib/api.ts';\nexport const x = callApi;\n",
      'apps/web/src/features/dashboard/Example.ts',
    );
    expect(feature).toHaveLength(1);
    expect(feature[0]).toContain('through a lib/queries/<resource> module');
    const nested = await importErrors(
      "import { callApi, ApiError } from '../../../lib/api.ts';\nexport const x = [callApi, ApiError];\n",
      'apps/web/src/features/case-view/after-filing/Example.tsx',
    );
    expect(nested).toHaveLength(1);
    expect(
      await importErrors(
        "import { callApi } from '../../lib/api.ts';\nexport const x = callApi;\n",
        'apps/web/src/components/form/Example.tsx',
      ),
    ).toHaveLength(1);
  });

  it('takes callApi in lib/queries, and the rest of lib/api.ts anywhere', async () => {
    expect(
      await importErrors(
        "import { callApi } from '../api.ts';\nexport const x = callApi;\n",
        'apps/web/src/lib/queries/Example.ts',
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        "import { ApiError, fetchApiBlob } from '../../lib/api.ts';\nexport const x = [ApiError, fetchApiBlob];\n",
        'apps/web/src/features/dashboard/Example.ts',
      ),
    ).toEqual([]);
  });
});
