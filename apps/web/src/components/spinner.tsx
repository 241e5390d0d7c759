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

export function PageSpinner() {
  return (
    <div className="spinner-center">
      <Spinner />
    </div>
  );
}
