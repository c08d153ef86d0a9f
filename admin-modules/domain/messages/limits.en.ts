/**
 * English texts of the limits (server/auth/limits.ts): what a child reads when a limit is reached, and
 * what staff read about the limits on the dashboard and in the site settings. {period} is "the last
 * hour", {wait} is "in 12 minutes" (filled by server/auth/rate-limit.ts).
 */
export const enLimits = {
  "limits.wait.oneMinute": "in a minute",
  "limits.wait.minutes": "in {minutes} minutes",
  "limits.wait.hours": "in {hours} hours",
  "limits.period.hour": "the last hour",
  "limits.period.minutes": "the last {minutes} minutes",

  "limits.signInPerAddress": "Too many people tried to sign in from this network in {period}. Please try again {wait}.",
  "limits.signInLockout": "Too many sign-in attempts for this account. To keep it safe, please try again {wait}.",
  "limits.signUpPerAddress": "Too many people signed up from this network in {period}. Please try again {wait}.",
  "limits.signUpValve": "So many people are joining right now that new accounts are paused for a short while. Please try again {wait}.",
  "limits.passwordResetPerAddress": "Too many password reset e-mails were asked for from this network in {period}. Please try again {wait}.",
  "limits.passwordResetPerEmail": "Too many password reset e-mails were asked for this account in {period}. Please try again {wait}.",
  "limits.submissionPerAddress": "Too many creations and events were sent from this network in {period}. Please try again {wait}.",
  "limits.submissionPerAccount": "You have sent a lot of creations and events in {period}. Please try again {wait}.",
  "limits.registrationPerAddress": "Too many event registrations came from this network in {period}. Please try again {wait}.",
  "limits.registrationPerAccount": "You have made a lot of event registrations in {period}. Please try again {wait}.",
  "limits.reportPerAddress": "Too many reports came from this network in {period}. Please try again {wait}.",
  "limits.reportPerAccount": "You have sent a lot of reports in {period}. Please try again {wait}.",
  "limits.uploadPerAddress": "Too many images were uploaded from this network in {period}. Please try again {wait}.",
  "limits.uploadPerAccount": "You have uploaded a lot of images in {period}. Please try again {wait}.",

  // Dashboard (super admins): how often each limit said no today.
  "admin.limits.title": "Limits reached today",
  "admin.limits.intro": "How often each limit stopped a call today (Sri Lanka time). A few are normal; many may mean someone is flooding the site.",
  "admin.limits.none": "No limit was reached today.",
  "admin.limits.limit": "Limit",
  "admin.limits.times": "Times today",
  "admin.limits.manySubmissions": "Many submissions this hour: {count} (the ceiling is {ceiling}). They are all waiting for review.",
  "admin.limits.manySignUps": "Many sign-ups this hour: {count} (the ceiling is {ceiling}). New sign-ups are paused until the hour ends.",
  "admin.limits.name.signInPerAddress": "Sign-in attempts from one network",
  "admin.limits.name.signInLockout": "Accounts locked after wrong passwords",
  "admin.limits.name.signUpPerAddress": "Sign-ups from one network",
  "admin.limits.name.signUpValve": "Sign-ups past the hourly ceiling (paused)",
  "admin.limits.name.passwordResetPerAddress": "Password reset e-mails from one network",
  "admin.limits.name.passwordResetPerEmail": "Password reset e-mails for one account",
  "admin.limits.name.submissionPerAddress": "Submissions from one network",
  "admin.limits.name.submissionPerAccount": "Submissions from one account",
  "admin.limits.name.submissionValve": "Submissions past the hourly ceiling (accepted for review)",
  "admin.limits.name.registrationPerAddress": "Event registrations from one network",
  "admin.limits.name.registrationPerAccount": "Event registrations from one account",
  "admin.limits.name.reportPerAddress": "Reports from one network",
  "admin.limits.name.reportPerAccount": "Reports from one account",
  "admin.limits.name.uploadPerAddress": "Image uploads from one network",
  "admin.limits.name.uploadPerAccount": "Image uploads from one account",

  // Site settings: the global safety valve.
  "admin.limits.settingsTitle": "Safety valve",
  "admin.limits.settingsIntro": "Counts from all visitors together in one hour. Past the sign-up ceiling, new sign-ups are paused until the hour ends; past the submission ceiling, submissions are still accepted for review and the dashboard warns.",
  "admin.limits.signupCeiling": "Sign-ups per hour (all visitors)",
  "admin.limits.submissionCeiling": "Submissions per hour (all visitors)",
  "admin.limits.ceilingInvalid": "{field} must be a whole number from 1 to 1,000,000.",
} as const;
