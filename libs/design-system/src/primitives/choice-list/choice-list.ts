import styled from 'styled-components';

/** A fieldset of radio choices (its legend the question), one to a line, each label a 44 px touch target. */
export const ChoiceList = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
  }
`;
