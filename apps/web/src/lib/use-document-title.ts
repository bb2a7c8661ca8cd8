import { useEffect } from 'react';

/** Names the browser tab after the screen ('Privacy policy · Flarescope'), in the current language. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title === 'Flarescope' ? title : `${title} · Flarescope`;
  }, [title]);
};
