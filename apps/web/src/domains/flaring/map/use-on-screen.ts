import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has been on screen (and from then on): a map below the fold loads its engine
 * only when the visitor scrolls to it. Where IntersectionObserver is missing (an old browser, jsdom),
 * the element counts as on screen from the start.
 */
export const useHasBeenOnScreen = (element: RefObject<Element | null>): boolean => {
  const [hasBeenOnScreen, setHasBeenOnScreen] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const target = element.current;
    if (hasBeenOnScreen || !target) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setHasBeenOnScreen(true);
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, hasBeenOnScreen]);
  return hasBeenOnScreen;
};
