import { ComingSoonPage } from "../ComingSoonPage";

export function MediaPage() {
  return <ComingSoonPage title="Media Hub" />;
}
