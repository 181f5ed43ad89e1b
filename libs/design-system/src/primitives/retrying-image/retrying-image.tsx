import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export interface RetryingImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Called when the picture failed twice and was cleared. */
  onGiveUp?(): void;
}

type Attempt = 'first' | 'without-referrer' | 'failed';

/**
 * Spec §8 "Image loading: a failed image fetch is retried without a referrer; if that fails too,
 * the image source is cleared and an error is emitted." Some image hosts refuse hot-linking by
 * referrer; the second request sends none.
 */
export function RetryingImage({
  onGiveUp,
  src,
  srcSet,
  referrerPolicy,
  onError,
  ...props
}: RetryingImageProps) {
  const [attempt, setAttempt] = useState<{ src: typeof src; state: Attempt }>({
    src,
    state: 'first',
  });
  const image = useRef<HTMLImageElement>(null);
  // A new picture starts over.
  const state = attempt.src === src ? attempt.state : 'first';
  const failed = () => {
    if (state === 'first') setAttempt({ src, state: 'without-referrer' });
    else {
      setAttempt({ src, state: 'failed' });
      onGiveUp?.();
    }
  };
  // A server-rendered picture may have failed before this script was there to hear it.
  useEffect(() => {
    const element = image.current;
    if (state === 'first' && element?.complete && element.naturalWidth === 0 && element.currentSrc)
      setAttempt({ src, state: 'without-referrer' });
  }, [src, state]);
  if (state === 'failed') return null;
  return (
    <img
      // A new element for the retry: the browser requests the picture again with the new policy.
      key={state}
      ref={image}
      {...props}
      src={src}
      srcSet={state === 'first' ? srcSet : undefined}
      referrerPolicy={state === 'first' ? referrerPolicy : 'no-referrer'}
      onError={(event) => {
        onError?.(event);
        failed();
      }}
    />
  );
}
