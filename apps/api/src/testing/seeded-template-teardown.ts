import { dropScratchTemplate, type ScratchTemplate } from '@vouch/db';
import { SEEDED_TEMPLATE_ENV } from './test-database';

export default async function dropSeededTemplate(): Promise<void> {
  const saved = process.env[SEEDED_TEMPLATE_ENV];
  if (saved) await dropScratchTemplate(JSON.parse(saved) as ScratchTemplate);
}
