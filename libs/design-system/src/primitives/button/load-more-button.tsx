import { Button } from './button';

/** Asks for the next page of an appended list; says so, and cannot be pressed twice, while it loads. */
export function LoadMoreButton({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Button $variant="secondary" onClick={onClick} disabled={loading} aria-busy={loading}>
      {loading ? 'Loading…' : label}
    </Button>
  );
}
