import styled from 'styled-components';
import { PlainList } from '@vouch/design-system';

const Choice = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Spec §9 review types as a shopper (shop and product pages) or an author (private profile) reads them. */
const REVIEW_TYPE_LABELS: Record<string, string> = {
  'all-reviews': 'All reviews',
  'shop-reviews': 'Store reviews',
  'product-reviews': 'Product reviews',
  published: 'Published',
  unpublished: 'Unpublished',
};

/** Which reviews a list shows (spec §9 review types): one pressed button among a few. */
export function ReviewTypeSwitch<Type extends string>({
  types,
  active,
  onChoose,
}: {
  types: readonly Type[];
  active: Type;
  onChoose(type: Type): void;
}) {
  return (
    <PlainList $inline aria-label="Which reviews">
      {types.map((type) => (
        <li key={type}>
          <Choice type="button" aria-pressed={type === active} onClick={() => onChoose(type)}>
            {REVIEW_TYPE_LABELS[type]}
          </Choice>
        </li>
      ))}
    </PlainList>
  );
}
