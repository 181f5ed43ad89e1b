import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { useScrollEdges } from './use-scroll-edges';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
  }
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
  & > li {
    scroll-snap-align: start;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CarouselProps {
  title: string;
  /** A sentence under the title saying what the row holds. */
  description?: string;
  /** Links or buttons beside the arrows ("See all"). */
  actions?: ReactNode;
  /** Shown after the cards, inside the row (a "Show more" button). */
  trailer?: ReactNode;
  children: ReactNode;
}

/**
 * A titled row of cards that scrolls sideways (swipe, shift+wheel, keyboard on the focused row)
 * with Previous and Next buttons that move it by most of its width, each off at its end of the row.
 */
export function Carousel({ title, description, actions, trailer, children }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEdges(track);
  const move = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * track.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  return (
    <Frame aria-roledescription="carousel" aria-label={title}>
      <Head>
        <h2>{title}</h2>
        <span>
          {actions}
          {actions && ' '}
          <Button
            $variant="secondary"
            aria-label={`Previous ${title}`}
            disabled={atStart}
            onClick={() => move(-1)}
          >
            ‹
          </Button>{' '}
          <Button
            $variant="secondary"
            aria-label={`Next ${title}`}
            disabled={atEnd}
            onClick={() => move(1)}
          >
            ›
          </Button>
        </span>
      </Head>
      {description && <Description>{description}</Description>}
      <Track ref={track} tabIndex={0} aria-label={`${title}, scrolls sideways`}>
        {children}
        {trailer && <li>{trailer}</li>}
      </Track>
    </Frame>
  );
}
