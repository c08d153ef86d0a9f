import { ComingSoonPage } from "../ComingSoonPage";

export function EventDetailPage() {
  return <ComingSoonPage title="Event" />;
}
