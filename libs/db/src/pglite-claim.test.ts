import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPEN_BY_FILE, openDatabase } from './database';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'vouch-claim-'));
const claimOf = (dataDir: string) => path.join(dataDir, OPEN_BY_FILE);

describe('an embedded (PGlite) data folder is one process’s', () => {
  it('is claimed for this process while open and released on close', async () => {
    const dataDir = freshDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(readFileSync(claimOf(dataDir), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(claimOf(dataDir))).toBe(false);
  }, 30_000);

  it('refuses to open a folder another running process has open, and leaves its claim alone', async () => {
    const dataDir = freshDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(claimOf(dataDir), String(other.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        `The embedded database in ${dataDir} is open in process ${other.pid} (a running site?): stop it first, or use a PostgreSQL server (DATABASE_URL) that several processes can share. (If no such process uses it, delete ${claimOf(dataDir)}.)`,
      );
      expect(readFileSync(claimOf(dataDir), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over the claim of a process that no longer runs (killed before it could release it)', async () => {
    const dataDir = freshDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(claimOf(dataDir), String(gone.pid));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(readFileSync(claimOf(dataDir), 'utf8')).toBe(String(process.pid));
    await database.close();
  }, 30_000);
});
