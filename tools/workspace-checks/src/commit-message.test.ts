import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { subjectProblems } from '../../scripts/check-commit-subjects.mjs';
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

// Issue #60 item 4: "CI checks commit subjects too", by the hook's rule.
describe('the committed subjects check (npm test)', () => {
  it('names each commit whose subject is over 72 characters, and passes the rest', () => {
    const log = [`abc1234 ${'x'.repeat(72)}`, `def5678 ${'y'.repeat(73)}`, 'fed8765 Short one', ''];
    expect(subjectProblems(log.join('\n'))).toEqual([
      `def5678 the subject has 73 characters; at most 72, the why goes in the body: ${'y'.repeat(73)}`,
    ]);
  });

  it('refuses an empty subject and passes an empty history', () => {
    expect(subjectProblems('abc1234 \n')).toEqual(['abc1234 the subject line is empty: ']);
    expect(subjectProblems('')).toEqual([]);
  });

  it('passes this repository, or says why it could not look', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'tools/scripts/check-commit-subjects.mjs')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/keep the rule|not checked/);
  });
});
