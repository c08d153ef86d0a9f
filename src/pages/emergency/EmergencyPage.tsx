import { ComingSoonPage } from "../ComingSoonPage";

export function EmergencyPage() {
  return <ComingSoonPage title="Emergency Heroes" />;
}
