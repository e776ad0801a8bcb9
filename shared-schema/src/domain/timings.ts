/** The site's fixed delays and polling intervals, in milliseconds. */
export const timings = {
  eventRunningWindow: 12_600_000,
  countdownTick: 1_000,
  stringAutosaveSingleLine: 600,
  stringAutosaveTextArea: 1_200,
  lockRenewal: 60_000,
  openTaskPolling: 30_000,
  taskStripDebounce: 200,
  currentUserRefreshDelay: 50,
  resendButtonDelay: 10_000,
  participateSuccessMessage: 3_000,
  activationResendRedirect: 4_000,
  passwordResetRedirect: 5_000,
  passwordResetFailureMessage: 10_000,
  forgotFailureMessage: 10_000,
  profileResendFailureMessage: 30_000,
} as const;
