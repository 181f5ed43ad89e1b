import { Button } from './button';

/** Asks for the next page of an appended list; says so, and cannot be pressed twice, while it loads (aria-busy only then: a page's loaded region is the one marked not busy). */
export function LoadMoreButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      $variant="secondary"
      onClick={onClick}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading ? 'Loading…' : label}
    </Button>
  );
}
