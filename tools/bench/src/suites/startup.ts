import { markdownTable, recordSuite } from '../report';
import { measureStartup } from '../startup';
import type { Suite } from './suite';

export const startupSuite: Suite = {
  name: 'startup',
  description: 'clones the committed tree, installs and starts it twice (a few minutes)',
  inAll: true,
  needs: 'nothing',
  async run({ port, command, measuredAt, machine }) {
    const startup = await measureStartup(port + 100);
    const body = [
      'A fresh clone of the committed tree; the first start has an empty Nx cache (production build of six apps, migrations, default seed into a new PGlite data directory). Bars: first start under 5 minutes, later starts under 20 seconds.',
      '',
      markdownTable(
        ['step', 'seconds'],
        [
          ['npm install (npm cache warm)', startup.installSeconds],
          ['first npm start, until serving', startup.firstStartSeconds],
          ['later npm start, until serving', startup.laterStartSeconds],
        ],
      ),
    ].join('\n');
    recordSuite({
      suite: 'startup',
      title: 'The two README commands',
      command,
      measuredAt,
      machine,
      body,
    });
    console.table(startup);
  },
};
