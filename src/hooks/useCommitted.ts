import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true from just after its first commit. A page that renders
 * its lazy parts only once this is true commits its first render at once. Otherwise React holds
 * that commit back: a route the router loaded lazily first renders as a retry, and React delays
 * committing a retry that suspends on new lazy parts until they are all in or 500 ms from the app's
 * start have passed (its fallback throttle), and the calls the page's effects make wait with it.
 * The change to true is a transition: what it brings in (the generator's settings form, the longest
 * render of that page's start on a phone) renders in slices, with the browser free between them.
 */
export function useCommitted(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
