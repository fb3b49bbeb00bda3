import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';
import type { NavigateOptions } from 'react-router';

/**
 * Changes the URL's search params from the router's latest location. React Router's functional setSearchParams
 * passes the params of the last render, so two changes close together (a sort clicked while a typed search waits
 * for its pause) would have the second undo the first. The data router's own state is current as soon as a
 * navigation completes, before React renders it (the context is React Router's; there is no public hook for it).
 */
export function useUpdateSearchParams() {
  const [rendered, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
    setParams(() => {
      const latest = dataRouter ? new URLSearchParams(dataRouter.router.state.location.search) : rendered;
      return change(latest);
    }, options);
}
