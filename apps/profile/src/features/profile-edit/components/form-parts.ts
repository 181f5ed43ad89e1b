import styled from 'styled-components';

/** The edit page's forms: one column of fields, a check box row, a failure line. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
`;

export const FormAlert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A labelled file input: the words above, the picker under them. */
export const FilePicker = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;
