import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Stars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  /* The real radios stay in the page (keyboard and screen readers use them); the stars are their labels. */
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    font-size: 32px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.border};
    cursor: pointer;
  }
  label[data-lit='true'] {
    color: ${({ theme }) => theme.colors.star};
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const LABELS = [
  '1 star: bad',
  '2 stars: poor',
  '3 stars: fair',
  '4 stars: good',
  '5 stars: excellent',
];

export interface StarRatingInputProps {
  value: number | null;
  onChange(rating: number): void;
  error?: string | null;
}

/** The rating as a real radio group: one tab stop, arrow keys move and choose, each star's label read out. */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  return (
    <Group aria-describedby={error ? 'rating-error' : undefined} data-invalid={Boolean(error)}>
      <legend>Your rating</legend>
      <Stars>
        {LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <span key={stars}>
              <input
                type="radio"
                name="rating"
                id={`rating-${stars}`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={label}
              />
              <label
                htmlFor={`rating-${stars}`}
                data-lit={value !== null && stars <= value}
                aria-hidden="true"
              >
                ★
              </label>
            </span>
          );
        })}
      </Stars>
      {error && <ErrorText id="rating-error">{error}</ErrorText>}
    </Group>
  );
}
