import { ComingSoonPage } from "../ComingSoonPage";

export function EventsPage() {
  return <ComingSoonPage title="Events Hub" />;
}
