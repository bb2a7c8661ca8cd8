/** Mails the API sends (verification codes), one block per code purpose. Plain text; {{code}} is 6 digits. */
export const mail = {
  greeting: 'Hello,',
  codeLabel: 'Your code: {{code}}',
  linkLabel: 'Or open this link, which fills the code in for you:',
  expiry: 'The code is valid for {{minutes}} minutes and can be used once.',
  ignore: 'If you did not ask for this, ignore this message; nothing changes without the code.',
  signature: 'The Flarescope team',
  signup: {
    subject: 'Your Flarescope verification code',
    intro: 'Use this code to confirm your email address and create your Flarescope account.',
  },
  password_reset: {
    subject: 'Reset your Flarescope password',
    intro: 'Use this code to create a new password for your Flarescope account.',
  },
  email_change: {
    subject: 'Confirm your new Flarescope email address',
    intro: 'Use this code to make {{email}} the email address of your Flarescope account.',
  },
  /** Mails of an administrator's change to the reader's access (issue 19). */
  access: {
    intro: 'An administrator changed the access of your Flarescope account ({{email}}).',
    premium_granted: {
      subject: 'You now have access to premium data',
      body: 'You now have access to premium data: downloads (CSV and XLSX) of every view of the flaring explorer.',
    },
    premium_revoked: {
      subject: 'Your access to premium data has ended',
      body: 'Your access to premium data has ended: the explorer no longer offers you downloads.',
    },
    projects_granted: {
      subject: 'You now have access to projects data',
      body: 'You now have access to the data of every published project in the Investors Room.',
    },
    projects_revoked: {
      subject: 'Your access to projects data has ended',
      body: 'Your access to the data of every project in the Investors Room has ended.',
    },
    project_granted: {
      subject: 'You now have access to a project',
      body: 'You now have access to the data of these projects in the Investors Room: {{projects}}.',
    },
    project_revoked: {
      subject: 'Your access to a project has ended',
      body: 'Your access to the data of these projects in the Investors Room has ended: {{projects}}.',
    },
    admin_granted: {
      subject: 'You are now a Flarescope administrator',
      body: 'You are now an administrator: the admin console is at {{url}}.',
    },
    admin_revoked: {
      subject: 'You are no longer a Flarescope administrator',
      body: 'You are no longer an administrator of Flarescope.',
    },
    link: 'Open Flarescope: {{url}}',
    question: 'If you have a question about this change, reply to this message.',
  },
};
