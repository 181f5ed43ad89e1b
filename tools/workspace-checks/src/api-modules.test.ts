import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const modulesDir = path.resolve(__dirname, '../../../apps/api/src/modules');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sourceFiles = (module: string) =>
  readdirSync(path.join(modulesDir, module))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${module}/${file}`, text: readFileSync(path.join(modulesDir, module, file), 'utf8') }));

const ROUTE_REGISTRATION = /\bapp\.(get|post|put|patch|delete|route)\s*[<(]/;
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(`|<)/;

describe('API modules alike (apps/api/src/modules/<domain>)', () => {
  it('register routes only in <domain>-routes.ts', () => {
    const misplaced = modules.flatMap((module) =>
      sourceFiles(module)
        .filter(({ file, text }) => ROUTE_REGISTRATION.test(text) && file !== `${module}/${module}-routes.ts`)
        .map(({ file }) => file),
    );
    expect(misplaced).toEqual([]);
  });

  it('keep SQL out of the routes files (HTTP only; SQL lives in repositories)', () => {
    const withSql = modules.flatMap((module) =>
      sourceFiles(module)
        .filter(({ file, text }) => file.endsWith('-routes.ts') && SQL.test(text))
        .map(({ file }) => file),
    );
    expect(withSql).toEqual([]);
  });

  it('keep HTTP errors out of the repositories (they return data or null)', () => {
    const throwing = modules.flatMap((module) =>
      sourceFiles(module)
        .filter(({ file, text }) => file.endsWith('-repository.ts') && text.includes('http-error'))
        .map(({ file }) => file),
    );
    expect(throwing).toEqual([]);
  });
});
