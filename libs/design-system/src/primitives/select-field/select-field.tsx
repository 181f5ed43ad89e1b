import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldLabel } from '../field/field-frame';

// A select is as wide as its longest option unless held: on a phone that pushes the page sideways.
const Select = styled.select`
  max-width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

const HeldField = styled(Field)`
  max-width: 100%;
  min-width: 0;
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  children: ReactNode;
}

/** A labelled native <select>: keyboard and screen readers work as everywhere else. */
export function SelectField({ label, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <HeldField>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} {...selectProps}>
        {children}
      </Select>
    </HeldField>
  );
}
