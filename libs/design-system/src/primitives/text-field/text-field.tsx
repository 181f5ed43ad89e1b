import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldLabel, fieldControl } from '../field/field-frame';

const Input = styled.input<{ $invalid: boolean }>`
  ${fieldControl}
  min-height: 44px;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({ label, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
