/**
 * "Submit another" under a sent form's thanks: the app empties the form in place; before the script has run
 * it is a link to the form's own page without ?done= (the empty form, drawn by the server).
 */
import { Link } from "@tanstack/react-router";
import { useAppRunning } from "../lib/page-address";

export function SendAnother({ to, label, onAgain }: { to: "/events/submit" | "/media/submit"; label: string; onAgain: () => void }) {
  const running = useAppRunning();
  if (!running)
    return (
      <Link to={to} className="btn btn-primary">
        {label}
      </Link>
    );
  return (
    <button type="button" className="btn btn-primary" onClick={onAgain}>
      {label}
    </button>
  );
}
