import { unattachedUploadCutoff, UPLOAD_SWEEP_INTERVAL_MS } from './unattached-uploads';

describe('unattached uploads (issue #28, item 6: "uploads never attached are swept after a day")', () => {
  it('sweeps what came more than a day ago, and sweeps often enough that nothing stays past a day and an hour', () => {
    expect(unattachedUploadCutoff(new Date('2026-11-25T21:00:00Z'))).toEqual(
      new Date('2026-11-24T21:00:00Z'),
    );
    expect(UPLOAD_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});
