import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandStrong};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandStrong};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandSoft};
    }
  `,
  link: css`
    background: none;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.brandStrong};
    text-decoration: underline;
    padding-inline: 0;
  `,
};

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * A button's look, for what acts as a button without being a <button>: the <summary> that opens
 * the phone menu before the page's script runs.
 */
export const buttonLook = (variant: ButtonVariant) => css`
  ${base}
  ${variants[variant]}
`;

/** A real <button> (type "button" unless given); `$variant` is style-only. */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>(({ type }) => ({
  type: type ?? 'button',
}))`
  ${base}
  ${({ $variant = 'primary' }) => variants[$variant]}
`;
