import { Button } from '@vouch/design-system';

/** The last card of a carousel that can grow: asks for the next items. */
export function CarouselMoreButton({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Button $variant="secondary" onClick={onClick} disabled={loading} aria-busy={loading}>
      {loading ? 'Loading…' : label}
    </Button>
  );
}
