import { ComingSoonPage } from "../ComingSoonPage";

export function ContactPage() {
  return <ComingSoonPage title="Contact Us" />;
}
