import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const apps = readdirSync(path.join(root, 'apps')).filter((app) => {
  try {
    return readdirSync(path.join(root, 'apps', app, 'src', 'features')).length > 0;
  } catch {
    return false;
  }
});
const features = apps.flatMap((app) =>
  readdirSync(path.join(root, 'apps', app, 'src', 'features')).map(
    (feature) => `apps/${app}/src/features/${feature}`,
  ),
);
const isSource = (file: string) => /\.tsx?$/.test(file) && !file.includes('.test.');

describe('every feature folder has the same shape', () => {
  it('holds only api/, components/ and hooks/ folders', () => {
    const odd = features.flatMap((feature) =>
      readdirSync(path.join(root, feature), { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && !['api', 'components', 'hooks'].includes(entry.name),
        )
        .map((entry) => `${feature}/${entry.name}`),
    );
    expect(odd).toEqual([]);
  });

  it('keeps at its root at most one entry the pages use (pages live in src/pages)', () => {
    const crowded = features.filter(
      (feature) =>
        readdirSync(path.join(root, feature), { withFileTypes: true }).filter(
          (entry) => entry.isFile() && isSource(entry.name),
        ).length > 1,
    );
    expect(crowded).toEqual([]);
  });
});

describe('one api slice split across features', () => {
  const sourceFiles = ['apps', 'libs'].flatMap((group) =>
    (readdirSync(path.join(root, group), { recursive: true }) as string[])
      .filter((file) => isSource(file) && !file.includes('node_modules') && !file.includes('dist/'))
      .map((file) => path.join(group, file)),
  );
  const injecting = sourceFiles
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ text }) => text.includes('.injectEndpoints('));

  it('has no endpoint name defined in two files (injecting again keeps the first, so a clash would go unnoticed)', () => {
    const owners = new Map<string, string[]>();
    for (const { file, text } of injecting) {
      for (const [, name] of text.matchAll(
        /^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm,
      ))
        owners.set(name!, [...(owners.get(name!) ?? []), file]);
    }
    expect(owners.size).toBeGreaterThan(20);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("injects a remote's endpoints from an api/ folder of that remote", () => {
    const elsewhere = injecting
      .map(({ file }) => file)
      .filter((file) => file.startsWith('apps/') && !file.includes('/api/'));
    expect(elsewhere).toEqual([]);
  });
});
