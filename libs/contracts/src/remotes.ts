import { z } from 'zod';

/** `/remotes.json`: remote name -> URL of its mf-manifest.json, read by the shell at start-up. */
export const remotesManifestSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]*$/),
  z.string().min(1),
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
