import { Link } from 'react-router';
import { InfoArticle } from '../../features/info/components/info-article';
import { pagePath } from '@vouch/domain';

/**
 * Spec §2 /reviews/trust: how Vouch keeps reviews honest, and the policies the footer, the cookie
 * bar and the terms step link to (#terms, #privacy, #authenticity, #compliance, #content-policy).
 */
export function TrustPage() {
  return (
    <InfoArticle
      title="Trust and review integrity"
      lead="A review site is only useful if its reviews are real and complete. This is what we do to keep them that way, the rules everyone on Vouch agrees to, and what we do with your data."
    >
      <h2 id="authenticity">Authenticity: real purchases, nothing hidden quietly</h2>
      <p>
        Reviews written for an order we recorded carry the Verified buyer badge, and each says how
        it was verified: the shop and the date of the order. Every review says where it came from,
        such as an invitation after an order, an import from another platform or a review written
        directly on Vouch, and you can filter a shop's reviews by source.
      </p>
      <p>
        Shops choose which reviews they show on their own website, but they cannot hide that choice.
        We count the verified reviews each shop received and the ones it published; the share is its
        transparency score. A shop that publishes every verified review earns a Diamond medal; one
        that publishes fewer than four in five earns none. See the{' '}
        <Link to={pagePath('medals')}>medal tiers</Link>.
      </p>
      <ul>
        <li>Shops cannot pay to change a rating, remove a review or rank higher in search.</li>
        <li>
          Reviewers are not paid for positive reviews; a thank-you coupon, where a shop offers one,
          is the same whatever the stars.
        </li>
        <li>
          Shop replies are shown as replies, under the review they answer. We never edit a
          reviewer's words.
        </li>
        <li>
          We hold back reviews that look like one person writing many (the same words again and
          again, a burst of new accounts praising one product) until someone has looked at them.
        </li>
      </ul>

      <h2 id="terms">Terms of Service</h2>
      <p>
        These terms apply to everyone who uses Vouch: shoppers reading reviews, reviewers, shops and
        arbitrators. By creating an account you accept them.
      </p>
      <ol>
        <li>
          <strong>Your account.</strong> Give a real e-mail address and keep your password to
          yourself. One person, one account: reviewing the same order from several accounts is not
          allowed.
        </li>
        <li>
          <strong>Your reviews.</strong> Review only what you bought or received, and write about
          your own experience. You may unpublish, delete and restore your reviews; a deleted review
          can be restored for 30 days, then it is gone.
        </li>
        <li>
          <strong>What you let us do.</strong> You keep the rights to your words, pictures and
          videos. You allow Vouch, and the shop you reviewed, to show them with your display name,
          next to the shop and the product, for as long as the review is published.
        </li>
        <li>
          <strong>Shops.</strong> A shop may reply to any review once, in public, and may edit or
          withdraw its reply. A shop may not offer anything in return for a better rating or for
          removing a review.
        </li>
        <li>
          <strong>Disputes.</strong> If an order went wrong you may open a dispute. An arbitrator
          who works for neither side reads both and decides; the outcome and its reasons are shown
          to both sides, and the shop's record of disputes is public.
        </li>
        <li>
          <strong>When we step in.</strong> We remove content that breaks the{' '}
          <a href="#content-policy">Content Policy</a>, and we may close accounts that break these
          terms again and again. We tell you why, and you can answer.
        </li>
        <li>
          <strong>Changes.</strong> If we change these terms we say so on this page, with the date,
          before the change applies.
        </li>
      </ol>

      <h2 id="content-policy">Content Policy</h2>
      <p>
        Reviews are useful when they are honest and about the purchase. Please keep yours that way.
        We remove, or ask you to change:
      </p>
      <ul>
        <li>
          Reviews of things you did not buy or receive, reviews written for someone else, and
          reviews paid for in any way.
        </li>
        <li>
          Insults, threats, hate and harassment, towards the shop, its staff or other reviewers.
        </li>
        <li>
          Personal details: phone numbers, addresses, order numbers or the names of staff who did
          not choose to be named.
        </li>
        <li>
          Pictures and videos that are not of the product or the delivery, or that show people who
          did not agree to be shown.
        </li>
        <li>Advertising, links to other shops and anything unlawful.</li>
      </ul>
      <p>
        A low rating with honest reasons is never removed for being low. Shops can reply, and open a
        dispute when they believe a review breaks this policy.
      </p>

      <h2 id="privacy">Privacy</h2>
      <p>We keep only what the site needs to work, and we tell you what that is:</p>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address, country, display currency and a
          password stored as a salted scrypt hash, never as written.
        </li>
        <li>
          <strong>Cookies:</strong> one to keep you signed in and one that protects your forms from
          other sites; both are needed for the site to work. With your consent, we also note which
          pages led you to a shop, so shops learn which reviews helped; nothing is noted if you
          decline, and your choice is kept for a year.
        </li>
        <li>
          <strong>Your reviews</strong> are public with your display name, which can be your first
          name and initial. Your e-mail address is never shown.
        </li>
        <li>
          <strong>Disputes</strong> are seen by you, the shop and the arbitrator; in public only the
          outcome counts appear on the shop's page.
        </li>
        <li>
          <strong>Your rights:</strong> you can change your details on your profile, and ask us for
          a copy of your data or for your account to be deleted by writing to privacy@vouch.example.
          We answer within 30 days.
        </li>
      </ul>

      <h2 id="compliance">Compliance</h2>
      <p>
        We follow the rules on consumer reviews where our users live, including the EU's Omnibus
        Directive and the UK's Digital Markets, Competition and Consumers Act, and the US FTC's rule
        on fake reviews and testimonials:
      </p>
      <ul>
        <li>
          We say how reviews are collected and checked (above), and mark which reviews come from
          verified purchases.
        </li>
        <li>
          We do not buy, sell or invent reviews, and we do not let shops suppress negative ones
          without it showing.
        </li>
        <li>
          Every review shows how it was collected, and a shop's thank-you for a review never depends
          on its rating.
        </li>
        <li>
          Personal data is handled under the GDPR and the UK GDPR, as described under Privacy.
        </li>
      </ul>
      <p>
        To report a review you believe is fake or unlawful, write to trust@vouch.example with its
        address. Read how reviews reach Vouch on{' '}
        <Link to={pagePath('howItWorks')}>How it works</Link>.
      </p>
    </InfoArticle>
  );
}
