export function Spinner({ label }: { label?: string }) {
  // A named spinner is an image to assistive technology; an unnamed one is decoration.
  if (label) return <span className="spinner" role="img" aria-label={label} />;
  return <span className="spinner" aria-hidden="true" />;
}
