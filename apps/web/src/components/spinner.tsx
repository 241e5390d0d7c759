/** A loading indicator; `decorative` when a nearby text or aria-busy already tells the state. */
export function Spinner({
  decorative = false,
  label = 'Carregando…',
}: {
  decorative?: boolean;
  label?: string;
}) {
  if (decorative) return <span className="spinner" aria-hidden="true" />;
  return (
    <span role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * A screen-sized loading indicator. `delayed`: shown only after a second of waiting (the page's own start,
 * decision 76): a quick load paints the screen and never flashes a spinner before it.
 */
export function PageSpinner({ delayed = false }: { delayed?: boolean }) {
  return (
    <div className={delayed ? 'spinner-center spinner-delayed' : 'spinner-center'}>
      <Spinner />
    </div>
  );
}
