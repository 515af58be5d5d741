import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` pixels of the viewport, and from then on (what
 * it gates stays mounted and keeps its state when the page scrolls back). A part far below the
 * fold that renders only then costs nothing while the page starts; the margin lets it render
 * before the user scrolls it into view. True at once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element>, margin = 400): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
