/** English texts of the account area (merged into the one catalogue by messages.en.ts). */
export const enAccount = {
  // My Account
  "account.title": "My Account",
  "account.subtitle": "Your details and your password. Only you can see this page.",
  "account.detailsTitle": "Your details",
  "account.email": "Email",
  "account.emailNote": "Your e-mail cannot be changed here. Ask the team on {email} if it needs to change.",
  "account.fullName": "Full name",
  "account.phone": "Phone",
  "account.phoneHint": "Optional. Only the team can see it.",
  "account.organization": "Organization",
  "account.role": "Role",
  "account.role.super_admin": "Super admin",
  "account.role.organization": "Organization",
  "account.memberSince": "Member since",
  "account.notSet": "Not set",
  "account.editProfile": "Edit profile",
  "account.saveProfile": "Save changes",
  "account.cancel": "Cancel",
  "account.passwordTitle": "Change password",
  "account.passwordText": "Changing your password signs you out on every other phone or computer. You stay signed in here.",
  "account.currentPassword": "Current password",
  "account.newPassword": "New password",
  "account.confirmNewPassword": "Confirm new password",
  "account.changePasswordButton": "Change password",
  "account.passwordChanged": "Password changed",
  "account.passwordChangedText": "Your other devices have been signed out.",
  "account.passwordChangeFailed": "Password Change Failed",

  // Forgot and reset password
  "account.forgotTitle": "Forgot Password",
  "account.forgotText": "Type the e-mail you signed up with. If it belongs to an account, we will send a link to choose a new password.",
  "account.forgotButton": "Send reset link",
  "account.forgotSent":
    "If an account uses {email}, a link to choose a new password is on its way. The link works once, for one hour. Remember to check your spam folder.",
  "account.forgotFailed": "Request Failed",
  "account.backToSignIn": "Back to Sign In",
  "account.resetTitle": "Choose a New Password",
  "account.resetText": "Pick a password you have not used here before. It must have at least 6 characters.",
  "account.resetButton": "Save new password",
  "account.resetDone": "Your password has been changed and you have been signed out everywhere. Please sign in with your new password.",
  "account.resetFailed": "Reset Failed",
  "account.resetInvalid": "This reset link is invalid, used or expired. You can ask for a new one.",
  "account.requestNewLink": "Ask for a new link",

  // Server messages
  "account.error.currentPasswordWrong": "Your current password is not correct.",
  "account.error.resetTokenInvalid": "This reset link is invalid, used or expired. Please ask for a new one.",
  "account.error.samePassword": "The new password must be different from the current one.",

  // The e-mail
  "account.mail.resetSubject": "Reset your password for {site}",
  "account.mail.resetBody":
    "Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your {site} account.\n\nTo choose a new password, open this link within one hour:\n{link}\n\nThe link works only once. If you did not ask for this, you can ignore this e-mail: your password stays the same.\n\nWith care,\nThe {site} team",
} as const;
