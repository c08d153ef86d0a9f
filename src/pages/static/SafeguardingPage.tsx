import { ComingSoonPage } from "../ComingSoonPage";

export function SafeguardingPage() {
  return <ComingSoonPage title="Child Safeguarding Statement" />;
}
