import { Link } from 'react-router';
import { InfoArticle } from '../../features/info/components/info-article';
import { pagePath } from '@vouch/domain';

/** Spec §2 /reviews/how-it-works: where reviews come from and what shoppers can do with them. */
export function HowItWorksPage() {
  return (
    <InfoArticle
      title="How it works"
      lead="Vouch collects reviews of online shops and their products, and shows you how far each shop's reviews can be trusted."
    >
      <h2>Where the reviews come from</h2>
      <p>
        When you buy from a shop that works with Vouch, the order is recorded and you are invited to
        review what you bought. A review written for a recorded order is marked
        <strong> Verified buyer</strong>: we know the reviewer paid for the item. Shops can also
        bring reviews they collected elsewhere; those show where they came from, and they are not
        marked verified unless the source could prove the purchase.
      </p>
      <h2>What shops can and cannot do</h2>
      <ul>
        <li>
          Shops can reply to reviews in public. The reply sits under the review, it never replaces
          it.
        </li>
        <li>Shops cannot edit a review, and they cannot delete one.</li>
        <li>
          Shops decide which reviews appear on their own website. Vouch counts how many verified
          reviews each shop chose to publish, and shows it as the shop's transparency score, so
          hiding the bad ones shows.
        </li>
      </ul>
      <h2>Reading a shop or product page</h2>
      <ol>
        <li>
          The stars are the average of the published reviews; the bars beside them show how many
          reviews gave each number of stars.
        </li>
        <li>
          The two scores, transparency and authenticity, say how complete and how checked the
          reviews are. The <Link to={pagePath('medals')}>medals</Link> page explains them.
        </li>
        <li>
          Filter by stars, keep only verified buyers, or search the words of the reviews for what
          matters to you.
        </li>
      </ol>
      <h2>Writing reviews and following</h2>
      <p>
        Sign in to review the things you ordered, with pictures and videos if you like. You can
        unpublish, delete or restore your reviews at any time. Follow shops, products and reviewers
        whose taste you trust: their new reviews and the shops' replies arrive in{' '}
        <Link to={pagePath('feed')}>your feed</Link>.
      </p>
      <h2 id="for-businesses">For businesses</h2>
      <p>
        Shops join Vouch through their store platform. Once connected, every order is recorded, your
        customers are invited to review what they bought, and their reviews appear on your Vouch
        page and in the review widgets on your own product pages.
      </p>
      <ul>
        <li>Reply to reviews in public from your shop page, and answer shoppers' questions.</li>
        <li>Thank reviewers with a coupon if you like; the same coupon whatever the stars.</li>
        <li>
          Earn transparency and authenticity medals by publishing your verified reviews; see the{' '}
          <Link to={pagePath('medals')}>medal tiers</Link>.
        </li>
        <li>
          Take part in disputes about your orders; the rules are the same for everyone, in our{' '}
          <Link to={pagePath('trust', {}, { hash: 'terms' })}>Terms of Service</Link>.
        </li>
      </ul>
      <h2>When something goes wrong</h2>
      <p>
        If an order never arrived or was not as described, open a dispute from the shop's page. An
        independent arbitrator reads both sides and decides. Read more about how we keep reviews
        honest on the <Link to={pagePath('trust')}>trust</Link> page.
      </p>
    </InfoArticle>
  );
}
