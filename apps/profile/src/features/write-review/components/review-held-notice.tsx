import { Link } from 'react-router';

/** A saved review that waits for a check before it is shown, and why. */
export function ReviewHeldNotice({
  reason,
  ownProfilePath,
}: {
  reason: string;
  ownProfilePath: string;
}) {
  return (
    <section aria-labelledby="held-heading">
      <h2 id="held-heading">Thank you: your review is saved</h2>
      <p>It waits for a check before it is shown, because {reason}</p>
      <Link to={ownProfilePath}>See it on your profile</Link>
    </section>
  );
}
