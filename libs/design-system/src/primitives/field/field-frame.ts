import styled from 'styled-components';

/** The frame of a labelled form control: label above, control, then any error. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
