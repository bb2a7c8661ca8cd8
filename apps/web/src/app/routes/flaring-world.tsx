import { WorldScreen } from '../../features/flaring/screens/world-screen';
import { getMapPointsQueryOptions } from '../../lib/flaring/get-map-points';
import { queryClient } from '../../lib/query-client';

// The world's flares are the largest answer of the view: ask for them as soon as this route loads.
void queryClient.prefetchQuery(getMapPointsQueryOptions({}));

export default WorldScreen;
