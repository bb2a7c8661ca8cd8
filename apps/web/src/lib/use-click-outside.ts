import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press or a focus move lands outside every given element.
 * Menus and dialogs use it to close themselves. It listens only while `isActive`.
 */
export const useClickOutside = (
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: () => void,
  isActive = true,
): void => {
  // The latest refs and callback, so callers may pass new arrays and closures on every render.
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });

  useEffect(() => {
    if (!isActive) return;
    const handleEvent = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onOutside();
    };
    document.addEventListener('pointerdown', handleEvent);
    document.addEventListener('focusin', handleEvent);
    return () => {
      document.removeEventListener('pointerdown', handleEvent);
      document.removeEventListener('focusin', handleEvent);
    };
  }, [isActive]);
};
