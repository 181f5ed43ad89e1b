import { Link } from 'react-router';
import { PageIntro } from '@vouch/design-system';
import { pagePath } from '@vouch/domain';

export function NotFoundPage() {
  return (
    <>
      <PageIntro
        title="Page not found"
        description="There is no page at this address. It may have moved, or the link may be mistyped."
      />
      <p>
        <Link to={pagePath('home')}>Go to the home page</Link> or{' '}
        <Link to={pagePath('categoryIndex')}>browse categories</Link>.
      </p>
    </>
  );
}
