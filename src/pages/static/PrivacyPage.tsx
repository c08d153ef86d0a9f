import { ComingSoonPage } from "../ComingSoonPage";

export function PrivacyPage() {
  return <ComingSoonPage title="Privacy Policy" />;
}
