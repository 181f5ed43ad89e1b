import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}

/** Lints `code` with the workspace's real ESLint config as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  // The CLI, not the API: jest cannot import the ESM config file.
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('architecture boundaries (lint)', () => {
  it('refuses a remote importing another remote', async () => {
    expect(await boundaryErrors('apps/home-feed/src/x.ts', "import Routes from '../../search/src/routes';\nexport default Routes;\n")).toHaveLength(1);
  });

  it('refuses a remote importing the shell', async () => {
    expect(await boundaryErrors('apps/search/src/x.ts', "export { createAppStore } from '../../shell/src/app/store';\n")).toHaveLength(1);
  });

  it('refuses a lib importing an app', async () => {
    expect(await boundaryErrors('libs/api-client/src/x.ts', "export { configFromEnv } from '../../../apps/api/src/config';\n")).toHaveLength(1);
  });

  it('refuses domain importing any other lib of ours', async () => {
    expect(await boundaryErrors('libs/domain/src/x.ts', "export { api } from '@vouch/api-client';\n")).toHaveLength(1);
  });

  it('refuses the design system importing the data layer', async () => {
    expect(await boundaryErrors('libs/design-system/src/x.ts', "export { api } from '@vouch/api-client';\n")).toHaveLength(1);
  });

  it('allows a remote to use the shared libs and its own files', async () => {
    const code = "import { api } from '@vouch/api-client';\nimport { theme } from '@vouch/design-system';\nimport Routes from './routes';\nexport { api, theme, Routes };\n";
    expect(await boundaryErrors('apps/search/src/x.ts', code)).toEqual([]);
  });
});
