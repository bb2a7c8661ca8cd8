import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press or a focus move lands outside every given element.
 * Menus and dialogs use it to close themselves.
 */
export const useClickOutside = (
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: () => void,
  isActive = true,
): void => {
  useEffect(() => {
    if (!isActive) return;
    const handleEvent = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('pointerdown', handleEvent);
    document.addEventListener('focusin', handleEvent);
    return () => {
      document.removeEventListener('pointerdown', handleEvent);
      document.removeEventListener('focusin', handleEvent);
    };
  }, [refs, onOutside, isActive]);
};
