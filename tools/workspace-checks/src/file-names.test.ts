import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

describe('file names', () => {
  it('are kebab-case for every source file (components are PascalCase exports, never file names)', () => {
    const tracked = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    const odd = tracked.filter(
      (file) =>
        !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.(ts|tsx|js|mjs)$/.test(path.basename(file)),
    );
    expect(odd).toEqual([]);
  });
});
