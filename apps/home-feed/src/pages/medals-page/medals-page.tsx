import styled from 'styled-components';
import { medalFor, MEDAL_TIERS, reviewIntegrityScores, scorePercent } from '@vouch/domain';
import { MedalBadge, media } from '@vouch/design-system';
import { InfoArticle } from '../../features/info/components/info-article';

const Table = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  ${media.mobile} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    }
  }
`;

/** A worked example, computed with the same rules the medals use. */
const EXAMPLE = { verified: 200, publishedVerified: 192, published: 240 };

/** Spec §2 /reviews/medals: the tier table (spec §9) and what transparency and authenticity mean. */
export function MedalsPage() {
  const scores = reviewIntegrityScores(EXAMPLE);
  const transparency = medalFor(scores.transparency);
  const authenticity = medalFor(scores.authenticity);
  return (
    <InfoArticle
      title="Transparency and authenticity medals"
      lead="Every shop and product can earn two medals. They say how complete and how checked its reviews are, not how good its stars are."
    >
      <h2>Transparency: nothing hidden</h2>
      <p>
        Transparency is the published share of verified reviews: of all the reviews verified buyers
        wrote about a shop or product, how many it chose to publish. A shop that hides its unhappy
        customers loses transparency.
      </p>
      <h2>Authenticity: real buyers</h2>
      <p>
        Authenticity is the verified share of published reviews: of the reviews a shop or product
        shows, how many come from people we know bought from it. Imported reviews and reviews
        without a recorded order lower it.
      </p>
      <h2>The tiers</h2>
      <p>
        Both scores earn a medal on the same scale. Percentages are rounded down, so 99.9% is
        Platinum, not Diamond.
      </p>
      <Table>
        <caption className="visually-hidden">Medal tiers and the score each needs</caption>
        <thead>
          <tr>
            <th scope="col">Medal</th>
            <th scope="col">Score at least</th>
            <th scope="col">As shown on pages</th>
          </tr>
        </thead>
        <tbody>
          {MEDAL_TIERS.map((medal) => (
            <tr key={medal.tier}>
              <th scope="row">{medal.label}</th>
              <td>{medal.minPercent}%</td>
              <td>
                <MedalBadge
                  tierKey={medal.tier}
                  tier={medal.label}
                  measure="Transparency"
                  percent={medal.minPercent}
                />{' '}
                <MedalBadge
                  tierKey={medal.tier}
                  tier={medal.label}
                  measure="Authenticity"
                  percent={medal.minPercent}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>Below {MEDAL_TIERS.at(-1)!.minPercent}% there is no medal.</p>
      <h2>An example</h2>
      <p>
        A shop received {EXAMPLE.verified} reviews from verified buyers and published{' '}
        {EXAMPLE.publishedVerified} of them, alongside other reviews, {EXAMPLE.published} published
        in all. Its transparency is {scorePercent(scores.transparency)}% (
        {transparency ? `${transparency.label}` : 'no medal'}) and its authenticity{' '}
        {scorePercent(scores.authenticity)}% ({authenticity ? authenticity.label : 'no medal'}).
      </p>
    </InfoArticle>
  );
}
