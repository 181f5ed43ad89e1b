import { Link } from 'react-router';

/** Spec §4: "A product or shop page load failure sets a not-found flag" (the server answers 404 too). */
export function NotFoundState({ what, hint }: { what: 'product' | 'store'; hint: string }) {
  return (
    <>
      <h1>We could not find that {what}</h1>
      <p>
        {hint} <Link to={what === 'store' ? '/reviews/store_search' : '/reviews/search'}>Search {what === 'store' ? 'stores' : 'products'}</Link> instead.
      </p>
    </>
  );
}
