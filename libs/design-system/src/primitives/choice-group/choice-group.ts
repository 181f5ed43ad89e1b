import styled from 'styled-components';

/** A fieldset of radio or check boxes under their legend, one a line, each label a 44 px touch target. */
export const ChoiceGroup = styled.fieldset`
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
