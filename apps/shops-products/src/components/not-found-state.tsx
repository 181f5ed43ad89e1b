import { Link } from 'react-router';
import { pagePath } from '@vouch/domain';

/** Spec §4: "A product or shop page load failure sets a not-found flag" (the server answers 404 too). */
export function NotFoundState({ what, hint }: { what: 'product' | 'store'; hint: string }) {
  return (
    <>
      <h1>We could not find that {what}</h1>
      <p>
        {hint}{' '}
        <Link to={pagePath(what === 'store' ? 'storeSearch' : 'PageSearch')}>
          Search {what === 'store' ? 'stores' : 'products'}
        </Link>{' '}
        instead.
      </p>
    </>
  );
}
