import styled from 'styled-components';

/** A square button showing a picture (cover-cropped) or a video's ▶, that opens it large; as wide as its cell. */
export const MediaThumb = styled.button.attrs({ type: 'button' })`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
