import { FIRST_PAINT_ID } from '@flarescope/shared';
import { useLayoutEffect } from 'react';

/**
 * Removes the server's static first paint (a picture of the header and the page's title) as the
 * real screen is committed, before the browser draws it: the one replaces the other in one frame.
 * Every top-level route element calls it (the header layout, the sign-in screen, the error screen).
 */
export const useFirstPaintHandoff = (): void => {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
};
