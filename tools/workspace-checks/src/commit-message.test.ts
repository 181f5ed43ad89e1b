import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot as root } from './workspace-files';

/** Runs the commit-msg hook's check on `message` as git would (a file holding the message). */
function checkMessage(message: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-commit-'));
  try {
    const file = path.join(dir, 'COMMIT_EDITMSG');
    writeFileSync(file, message);
    return spawnSync(
      process.execPath,
      [path.join(root, 'tools/scripts/commit-message.mjs'), file],
      { encoding: 'utf8' },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Issue #31 item 5: "commit subjects of at most 72 characters with the why and the figures in the body".
describe('the commit-msg check', () => {
  it('takes a subject of 72 characters with a body after a blank line, and ignores git comment lines', () => {
    const subject = 'x'.repeat(72);
    const result = checkMessage(
      `${subject}\n\nWhy, with figures.\n# Please enter the commit message\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses a subject of 73 characters, saying how long it is', () => {
    const result = checkMessage(`${'x'.repeat(73)}\n\nbody\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the subject has 73 characters; at most 72');
  });

  it('refuses an empty message and a body glued to the subject', () => {
    expect(checkMessage('# only comments\n\n').stderr).toContain('the subject line is empty');
    const glued = checkMessage('Fix the search bar\nbecause it raced\n');
    expect(glued.status).toBe(1);
    expect(glued.stderr).toContain('a blank line must separate the subject from the body');
  });

  it('is what the commit-msg hook runs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vouch-commit-'));
    try {
      const file = path.join(dir, 'COMMIT_EDITMSG');
      writeFileSync(file, `${'x'.repeat(80)}\n`);
      const result = spawnSync(path.join(root, '.githooks/commit-msg'), [file], {
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('the subject has 80 characters');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
