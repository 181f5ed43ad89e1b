import styled, { css } from 'styled-components';

/** The page dimmed under the open menu; a click on it closes the menu. */
export const dimmedPage = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.menuOverlay};
  background: rgba(16, 24, 20, 0.55);
`;

export const Overlay = styled.div`
  ${dimmedPage}
`;

export const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.layers.menuPanel};
  width: min(320px, 85vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li a,
  li button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm} 0;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/** The panel's first row, where its close button is: as tall as a button even when empty. */
export const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 44px;
`;
