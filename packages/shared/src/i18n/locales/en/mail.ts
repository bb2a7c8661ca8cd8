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
  event_interest: {
    subject: 'Business Mastery: your interest is registered',
    intro:
      'Thank you, {{name}}. We have registered your interest in Business Mastery, the live bidding competition for oil and gas professionals.',
    details: 'What you told us: {{company}}, {{country}}, {{role}}.',
    next: 'We will write to you at this address when selection opens in your country. To change your details, send the form again with the same email address.',
    roles: { operating: 'operating company', service: 'service company' },
    inboxSubject: 'Business Mastery interest: {{name}} ({{company}}, {{country}})',
  },
};
