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
  notices: {
    unsubscribe: 'To stop e-mails like this one, open: {{url}}',
    preferences: 'Choose which e-mails you get in your settings: {{url}}',
    open: 'Open it: {{url}}',
    express_interest: {
      subject: 'New interest in {{project}}',
      body: '{{actor}} expressed interest in your project {{project}}.',
    },
    accept_nda: {
      subject: 'Confidentiality terms accepted: {{project}}',
      body: '{{actor}} accepted the confidentiality terms of your project {{project}}.',
    },
    indicate: {
      subject: 'New indication for {{project}}',
      body: '{{actor}} indicated {{amount}} ({{instrument}}) for your project {{project}}. Accept or decline it on the project’s investor financials.',
    },
    commit: {
      subject: 'New commitment to {{project}}',
      body: '{{actor}} committed {{amount}} ({{instrument}}) to your project {{project}}.',
    },
    withdraw: {
      subject: 'An investor withdrew from {{project}}',
      body: '{{actor}} withdrew from your project {{project}}.',
    },
    accept_indication: {
      subject: 'Your indication for {{project}} was accepted',
      body: 'The owner of {{project}} accepted your indication of {{amount}} ({{instrument}}). You may now commit.',
    },
    decline_indication: {
      subject: 'Your indication for {{project}} was declined',
      body: 'The owner of {{project}} declined your indication of {{amount}} ({{instrument}}).',
    },
    close: {
      subject: 'Your commitment to {{project}} is closed',
      body: 'The owner of {{project}} marked your commitment of {{amount}} ({{instrument}}) closed.',
    },
    new_opportunity: {
      subject: 'A new opportunity: {{project}}',
      body: '{{project}} ({{country}}) is seeking funding of {{amount}}, and meets the criteria of your investor profile.',
    },
    data_room_document: {
      subject: 'New document in the data room of {{project}}',
      body: '“{{document}}” was added to the data room of {{project}}.',
    },
    question_asked: {
      subject: 'A question about {{project}}',
      body: '{{actor}} asked a question about your project {{project}}. Answer it in the project’s data room, privately or to every investor.',
    },
    question_answered: {
      subject: 'Your question about {{project}} was answered',
      body: 'The owner of {{project}} answered your question. Read the answer in the project’s data room.',
    },
    answer_published: {
      subject: 'A new answer about {{project}}',
      body: 'The owner of {{project}} published an answer to every investor. Read it in the project’s data room.',
    },
    document_version: {
      subject: 'New version of {{document}} ({{project}})',
      body: 'Version {{version}} of “{{document}}”, which you read or downloaded, is in the data room of {{project}}. The earlier versions stay listed beside it.',
    },
    screened_match: {
      subject: 'New screened opportunities meet your criteria',
      body: '{{count}} screened opportunities newly meet the criteria of your investor profile after the latest data import:',
    },
    message: {
      subject: 'A message about {{project}}',
      body: '{{actor}} sent you a message about {{project}}. Read and answer it in the project’s data room.',
    },
  },
  /** The weekly digest of new matches (decision 041). */
  digest: {
    subject_one: 'Your weekly Flarescope digest: {{count}} new match',
    subject_other: 'Your weekly Flarescope digest: {{count}} new matches',
    intro: 'New this week for your investor profile:',
    projects: 'Published projects that meet your criteria:',
    project: '- {{project}} ({{country}}), seeking {{amount}}: {{url}}',
    screened: 'Screened opportunities that newly meet your criteria after a data import:',
    flare: '- {{flare}} ({{company}}, {{country}}), {{mw}} MW: {{url}}',
    more: '  … and {{count}} more in Matches for you: {{url}}',
    all: 'Every match, with the reasons, in Matches for you: {{url}}',
    unsubscribe: 'To stop e-mails of {{kind}}, open: {{url}}',
    kinds: {
      new_opportunity: 'new projects that meet your criteria',
      screened_match: 'screened opportunities that meet your criteria',
    },
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
