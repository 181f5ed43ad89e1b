/**
 * Pressure that holds: true from any sign of it until `holdMs` after the last sign. The short
 * turns that refusals bring can leave a sample calm while the crowd is still there; without a hold
 * the door would open between samples and a turn would take the whole crowd again.
 */
export function heldPressure(
  signs: () => boolean,
  holdMs: number,
  now: () => number = () => performance.now(),
): () => boolean {
  let until = -Infinity;
  return () => {
    const at = now();
    if (signs()) until = at + holdMs;
    return at < until;
  };
}
