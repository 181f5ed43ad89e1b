import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace's root folder. */
export const workspaceRoot = path.resolve(__dirname, '../../..');

/** Every project whose code runs in the browser: the shell, the remotes and the libs they share. */
export const BROWSER_PROJECTS = [
  'apps/shell',
  'apps/search',
  'apps/shops-products',
  'apps/profile',
  'apps/disputes-arbitrator',
  'apps/home-feed',
  'libs/api-client',
  'libs/catalog-ui',
  'libs/design-system',
] as const;

/** The TypeScript sources (not tests) under each project's `src`, as workspace-relative paths. */
export function sourceFilesOf(projects: readonly string[]): string[] {
  return projects.flatMap((project) =>
    (readdirSync(path.join(workspaceRoot, project, 'src'), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(project, 'src', file)),
  );
}
