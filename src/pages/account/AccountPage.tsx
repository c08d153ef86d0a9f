import { ComingSoonPage } from "../ComingSoonPage";

export function AccountPage() {
  return <ComingSoonPage title="My Account" />;
}
