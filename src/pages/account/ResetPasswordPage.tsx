import { ComingSoonPage } from "../ComingSoonPage";

export function ResetPasswordPage() {
  return <ComingSoonPage title="Reset Password" />;
}
