/**
 * Shown by Umi while a route's chunk loads (SPEC.md section 2: the text "loading...").
 * The text is in the page at once but fades in after the 200 ms lazy-load delay
 * (SPEC.md section 9), so fast loads do not flash it; see `.route-loading` in global.less.
 */
export default function Loading() {
  return (
    <div className="route-loading" role="status" aria-live="polite">
      loading...
    </div>
  );
}
