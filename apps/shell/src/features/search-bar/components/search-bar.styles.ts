import styled from 'styled-components';
import { media } from '@vouch/design-system';

export const Form = styled.form`
  position: relative;
  flex: 1;
  /* A flex item is as wide as its content by default; the input shrinks instead. */
  min-width: 0;
  display: flex;
  align-items: center;
  max-width: 640px;
  ${media.mobile} {
    order: 1;
    flex-basis: 100%;
    max-width: none;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
    background: transparent;
  }
  select {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 40%;
    min-height: 44px;
    border: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill} 0 0 ${({ theme }) => theme.radii.pill};
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: none;
    cursor: pointer;
    font: inherit;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Centred in the button: inline, an icon sits on the text's baseline. */
  button svg {
    display: block;
    margin: auto;
  }
`;

export const ShopPill = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  margin-left: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  button {
    min-width: 32px;
    min-height: 32px;
    color: inherit;
  }
`;
