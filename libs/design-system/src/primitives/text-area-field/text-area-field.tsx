import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, FieldLabel, fieldControl } from '../field/field-frame';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${fieldControl}
  min-height: 6.5em;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  /** Shown under the box (a character count); read out with the field. */
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line box whose hint and error are tied to it for screen readers. */
export function TextAreaField({ label, hint, error, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...textAreaProps}
      />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
