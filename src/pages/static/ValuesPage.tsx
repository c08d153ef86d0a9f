import { ComingSoonPage } from "../ComingSoonPage";

export function ValuesPage() {
  return <ComingSoonPage title="Our Values" />;
}
