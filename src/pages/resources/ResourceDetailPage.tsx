import { ComingSoonPage } from "../ComingSoonPage";

export function ResourceDetailPage() {
  return <ComingSoonPage title="Resource" />;
}
