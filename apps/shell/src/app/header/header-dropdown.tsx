import styled from 'styled-components';
import { Button } from '@vouch/design-system';
import { usePopover } from '../../hooks/use-popover';
import { CurrencySelector } from '../../features/locale/components/currency-selector';
import { SiteMenuLinks } from '../../features/menus/components/site-menu-links';

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  width: 280px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: 30;
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
`;

/** The header's dropdown (spec §2): site navigation and the 'Show prices in' selector. */
export function HeaderDropdown({ signedIn, redesign }: { signedIn: boolean; redesign: boolean }) {
  const { open, id, wrapper, trigger, close, toggle } = usePopover();
  return (
    <Wrapper ref={wrapper}>
      <Button
        ref={trigger}
        $variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        Menu
      </Button>
      {open ? (
        <Panel id={id}>
          <SiteMenuLinks signedIn={signedIn} redesign={redesign} mobile={false} onChoose={close} />
          <CurrencySelector />
        </Panel>
      ) : null}
    </Wrapper>
  );
}
