import { formatCount } from '@vouch/domain';
/** "United Kingdom (42)": a choice's label with how many products choosing it finds, when known. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${formatCount(count)})`;
}
