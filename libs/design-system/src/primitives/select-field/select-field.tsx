import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldLabel } from '../field/field-frame';

const Select = styled.select`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  children: ReactNode;
}

/** A labelled native <select>: keyboard and screen readers work as everywhere else. */
export function SelectField({ label, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} {...selectProps}>
        {children}
      </Select>
    </Field>
  );
}
