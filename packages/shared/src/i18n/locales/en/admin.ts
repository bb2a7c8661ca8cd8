/** Administrators' tools: the user role and access CLIs. */
export const admin = {
  cli: {
    roleUsage: 'Usage: npm run user:role -- <email> <user|admin> [--lang en|es]',
    accessUsage:
      'Usage: npm run user:access -- <email> [--premium on|off] [--projects on|off [--project <slug>]] [--reason <text>] [--lang en|es]  (at least one of --premium, --projects; --project names one project)',
    noSuchProject: 'No project has the web address name {{project}}.',
    noSuchUser: 'No account has the email {{email}}.',
    done: '{{email}}: role {{role}}, premium data access {{premium}}, project access {{projects}}.',
    on: 'on',
    off: 'off',
  },
  /** Column headers of the audit log's CSV (the API writes it). */
  auditCsv: {
    time: 'Time (UTC)',
    event: 'Event',
    user: 'Account',
    actor: 'Administrator',
    ip: 'IP address',
    details: 'Details',
  },
};
