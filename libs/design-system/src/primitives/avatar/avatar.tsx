import { useState } from 'react';
import styled from 'styled-components';
import { RetryingImage } from '../retrying-image/retrying-image';

const Circle = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  flex: none;
  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Badge = styled.span`
  position: absolute;
  right: -2px;
  bottom: -2px;
  width: 40%;
  height: 40%;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 60%;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface AvatarProps {
  name: string;
  initial: string;
  image?: { normal: string; retina: string } | null;
  verifiedBuyer?: boolean;
  size?: number;
  /** `lazy` where avatars repeat down a list: the browser then asks only for those scrolled to. */
  loading?: 'lazy' | 'eager';
}

/**
 * Spec §3 "Avatar inputs": 1x/2x image, else the initial; a check badge for verified buyers. A
 * picture that fails to load (retried without a referrer first) gives way to the initial.
 */
export function Avatar({
  name,
  initial,
  image,
  verifiedBuyer = false,
  size = 36,
  loading,
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Circle $size={size}>
      {image && failed !== image.normal ? (
        <RetryingImage
          src={image.normal}
          srcSet={`${image.normal} 1x, ${image.retina} 2x`}
          alt=""
          width={size}
          height={size}
          loading={loading}
          onGiveUp={() => setFailed(image.normal)}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
      {verifiedBuyer ? <Badge aria-label={`${name} is a verified buyer`}>✓</Badge> : null}
    </Circle>
  );
}
