import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_PROJECTS, sourceFilesOf, workspaceRoot as root } from './workspace-files';

const facade = readFileSync(path.join(root, 'tools/webpack/shared/react-router.mjs'), 'utf8');
const exported = new Set(
  facade
    .match(/export \{([^}]*)\}/)![1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

describe('the shared react-router facade', () => {
  it("exports every name the browser code imports from 'react-router'", () => {
    const missing: string[] = [];
    for (const file of sourceFilesOf(BROWSER_PROJECTS)) {
      for (const [, names] of readFileSync(path.join(root, file), 'utf8').matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g,
      )) {
        for (const raw of names!.split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (name && !raw.trim().startsWith('type ') && !exported.has(name))
            missing.push(`${file}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('re-exports only names that react-router really has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRouter = require('react-router') as Record<string, unknown>;
    expect([...exported].filter((name) => !(name in reactRouter))).toEqual([]);
  });
});
