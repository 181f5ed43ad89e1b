import { measureBundleSizes } from '../bundle-sizes';
import { markdownTable, met, recordSuite } from '../report';
import type { Suite } from './suite';

const SHELL_BUDGET = 200_000;
const REMOTE_BUDGET = 60_000;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const sizesSuite: Suite = {
  name: 'sizes',
  description:
    "initial JavaScript per app, downloaded by Chromium, against the shell's and remotes' budgets",
  inAll: true,
  needs: 'site',
  async run({ site, command, measuredAt, machine }) {
    const sizes = await measureBundleSizes(site.origin);
    const rows = sizes.map((size) => {
      const budget = size.app === 'shell' ? SHELL_BUDGET : REMOTE_BUDGET;
      return [
        size.app,
        size.page,
        size.files,
        kb(size.gzipBytes),
        kb(size.transferBytes),
        `${kb(budget)} ${met(size.gzipBytes <= budget)}`,
      ];
    });
    const body = `JavaScript downloaded by Chromium: the shell's on /login (no remote), each remote's on its first page (remoteEntry included, shared singletons come from the shell). 1 KB = 1000 bytes.\n\n${markdownTable(['app', 'page', 'files', 'gzip -9', 'transferred (brotli)', 'budget'], rows)}`;
    recordSuite({
      suite: 'bundle-sizes',
      title: 'Initial JavaScript per app',
      command,
      measuredAt,
      machine,
      body,
    });
    console.table(sizes);
  },
};
