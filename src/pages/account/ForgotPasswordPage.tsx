import { ComingSoonPage } from "../ComingSoonPage";

export function ForgotPasswordPage() {
  return <ComingSoonPage title="Forgot Password" />;
}
