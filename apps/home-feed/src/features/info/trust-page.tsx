import { Link } from 'react-router';
import { InfoArticle } from './components/info-article';
import { pagePath } from '@vouch/domain';

/** Spec §2 /reviews/trust: how Vouch keeps reviews honest. */
export function TrustPage() {
  return (
    <InfoArticle
      title="Trust and review integrity"
      lead="A review site is only useful if its reviews are real and complete. This is what we do to keep them that way, and what we show you so you can judge for yourself."
    >
      <h2>Real purchases</h2>
      <p>
        Reviews written for an order we recorded carry the Verified buyer badge. Every review says where it came from, such as an invitation after an order, an
        import from another platform or a review written directly on Vouch, and you can filter a shop's reviews by source.
      </p>
      <h2>Nothing hidden quietly</h2>
      <p>
        Shops choose which reviews they show, but they cannot hide that choice. We count the verified reviews each shop received and the ones it published; the
        share is its transparency score. A shop that publishes every verified review earns a Diamond medal; one that publishes fewer than four in five earns
        none. See the <Link to={pagePath('medals')}>medal tiers</Link>.
      </p>
      <h2>No paid stars</h2>
      <ul>
        <li>Shops cannot pay to change a rating, remove a review or rank higher in search.</li>
        <li>Reviewers are not paid for positive reviews; rewards, where a shop offers them, are the same whatever the stars.</li>
        <li>Shop replies are shown as replies, under the review they answer.</li>
      </ul>
      <h2>Your reviews stay yours</h2>
      <p>
        You can unpublish, delete and restore your own reviews. We never edit your words. If a shop disputes a review, or you dispute an order, an arbitrator
        who works for neither side decides, and both sides see the reasons.
      </p>
      <h2>Privacy</h2>
      <p>
        We set the cookies needed to keep you signed in. With your consent, we also note which pages led you to a shop, so shops learn which reviews helped, and
        nothing is sent if you decline.
      </p>
    </InfoArticle>
  );
}
