/** The settings page (SPEC §2 account menu: account settings, preferences, security and privacy). */
export const settings = {
  title: 'Settings',
  lead: 'Your account, your preferences and the security of your account.',
  sectionsNav: 'Settings sections',
  account: {
    title: 'Account settings',
    save: 'Save changes',
    saved: 'Your changes were saved.',
  },
  preferences: {
    title: 'Preferences',
    lead: 'Applied at once and saved to your account, on every device you use.',
    language: 'Language of the interface',
    units: 'Units of measurement',
    saved: 'Saved to your account.',
  },
  security: {
    title: 'Security and privacy',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    submit: 'Change password',
    changed: 'Your password was changed. Your other devices were signed out.',
  },
  email: {
    title: 'Change email',
    current: 'Your email: {{email}}',
    lead: 'We send a code to the new address. Your email changes once you enter it.',
    newEmail: 'New email',
    sendCode: 'Send code',
    pending: 'Waiting for confirmation: {{email}}',
    confirm: 'Confirm new email',
    other: 'Use another address',
    changed: 'Your email is now {{email}}.',
  },
  close: {
    title: 'Close account',
    body: 'Closing your account signs you out on every device. Your account and its data are deleted permanently after {{days}} days. If you sign in again within those {{days}} days, the account is reopened and nothing is deleted.',
    open: 'Close my account',
    confirmTitle: 'Close your account?',
    confirmBody: 'Enter your password to close your account. It is deleted permanently after {{days}} days.',
    confirm: 'Close account',
    cancel: 'Cancel',
    dialogClose: 'Close',
  },
};
