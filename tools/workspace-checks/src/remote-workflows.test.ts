import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot as root } from './workspace-files';

const generator = path.join(root, 'tools/ci/remote-workflows.mjs');
const check = (dir: string) =>
  spawnSync(process.execPath, [generator, '--check', '--dir', dir], {
    cwd: root,
    encoding: 'utf8',
  });

// Issue #30 item 5: a workflow per remote runs on changes to that remote or what it depends on.
describe('the per-remote CI workflows', () => {
  it("are what Nx's project graph gives today", () => {
    const result = check(path.join(root, '.github/workflows'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('run when a library the remote uses changes, and not for another remote', () => {
    const search = readFileSync(path.join(root, '.github/workflows/remote-search.yml'), 'utf8');
    expect(search).toContain("- 'apps/search/**'");
    expect(search).toContain("- 'libs/catalog-ui/**'");
    expect(search).toContain('npm run release -- search');
    expect(search).not.toContain("- 'apps/profile/**'");
  });

  it('are refused when one no longer matches the graph', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vouch-workflows-'));
    try {
      cpSync(path.join(root, '.github/workflows'), dir, { recursive: true });
      const file = path.join(dir, 'remote-search.yml');
      writeFileSync(file, readFileSync(file, 'utf8').replace("      - 'libs/catalog-ui/**'\n", ''));
      const result = check(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('remote-search.yml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
