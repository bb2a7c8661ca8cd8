import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Old addresses keep working (decision 035): the API answers a renamed or merged company's old slug, or a
 * re-filed flare's old address, with a 301 that the browser follows; the data then names the resource's
 * address of today, and the page takes it (replacing the old one in the history, the query kept).
 */
export const useMovedAddress = (address: string | null) => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (address && decodeURIComponent(location.pathname) !== decodeURIComponent(address))
      void navigate(`${address}${location.search}${location.hash}`, { replace: true });
  }, [address, location.pathname, location.search, location.hash, navigate]);
};
