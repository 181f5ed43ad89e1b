import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Spec §8 "Other text: 'Loading...'": the spinner's accessible name. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return <Circle role="status" aria-label={label} />;
}
