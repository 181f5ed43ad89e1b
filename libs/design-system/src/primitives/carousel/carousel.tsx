import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; }
`;

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(180px, 220px);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > li { scroll-snap-align: start; }
`;

export interface CarouselProps {
  title: string;
  children: ReactNode;
}

/**
 * A titled row of cards that scrolls sideways (swipe, shift+wheel, keyboard on the focused row)
 * with Previous and Next buttons that move it by most of its width.
 */
export function Carousel({ title, children }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <Frame aria-roledescription="carousel" aria-label={title}>
      <Head>
        <h2>{title}</h2>
        <span>
          <Button $variant="secondary" aria-label={`Previous ${title}`} onClick={() => move(-1)}>
            ‹
          </Button>{' '}
          <Button $variant="secondary" aria-label={`Next ${title}`} onClick={() => move(1)}>
            ›
          </Button>
        </span>
      </Head>
      <Track ref={track} tabIndex={0}>
        {children}
      </Track>
    </Frame>
  );
}
