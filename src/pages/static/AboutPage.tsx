import { ComingSoonPage } from "../ComingSoonPage";

export function AboutPage() {
  return <ComingSoonPage title="About Us" />;
}
