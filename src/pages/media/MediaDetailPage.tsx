import { ComingSoonPage } from "../ComingSoonPage";

export function MediaDetailPage() {
  return <ComingSoonPage title="Media" />;
}
