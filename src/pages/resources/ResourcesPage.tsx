import { ComingSoonPage } from "../ComingSoonPage";

export function ResourcesPage() {
  return <ComingSoonPage title="Resources" />;
}
