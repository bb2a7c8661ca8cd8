export const legal = {
  lastUpdated: 'Last updated: 21 November 2026',
  contents: 'Contents',
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains what personal data Flarescope collects when you visit the platform or use an account, why we use it, who we share it with, how long we keep it and which rights you have. We collect only what we need to run the service, we do not sell your data and we do not use it for advertising.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'Flarescope is a bilingual (English and Spanish) web platform for the oil and gas industry, starting with Latin America. It publishes gas flaring data (Flaring Explorer), a directory of operators (Companies Explorer), an Investors Room for gas-to-power projects, user accounts (My Passport) and the Business Mastery event page. Its goal is to help end routine gas flaring by 2030.',
          'The operator of Flarescope (“we”, “us”) is the controller of the personal data described in this policy. For any question about privacy, or to exercise your rights, write to privacy@flarescope.example.',
        ],
        items: [],
      },
      {
        id: 'data-we-collect',
        heading: 'Data we collect',
        paragraphs: [
          'You can browse the public parts of Flarescope without an account and without giving us any personal data. As with any website, our servers necessarily process your IP address and the technical information your browser sends in order to deliver the pages to you. Your choice of language and units as a visitor is kept in your own browser, not on our servers (see the cookie policy).',
          'If you create an account, we store the following data:',
        ],
        items: [
          'Sign-in data: your e-mail address, your username and your password. We never store your password in clear text: we keep only an Argon2id hash of it, from which the password cannot be recovered.',
          'Identity data: your first and last name and your date of birth, which we use to confirm that you are at least 18 years old.',
          'Location: your country and city.',
          'Professional data: whether you are currently working and, if so, your company and position.',
          'Optional profile data: a headline, an “about me” text and a cover photo, if you choose to add them.',
          'Preferences: your interface language (English or Spanish) and units (metric or imperial).',
          'Access permissions: the projects and premium data that administrators have granted you access to.',
          'Security log: a record of security events on your account (sign-in, failed sign-in, password change, e-mail change, and account closed, reopened or purged), each with the IP address and the time.',
          'Verification codes and session tokens, which we store only in hashed form (see “Security”).',
        ],
      },
      {
        id: 'how-we-use-your-data',
        heading: 'How we use your data and on what legal basis',
        paragraphs: [
          'We use your data only for the purposes below. Where the EU General Data Protection Regulation (GDPR) or a similar Latin American data protection law applies, we rely on the legal basis shown for each purpose.',
        ],
        items: [
          'To create and run your account, sign you in and keep you signed in (performance of our contract with you).',
          'To send you verification codes by e-mail for sign-up, password reset and e-mail change (performance of the contract).',
          'To check that you are at least 18 years old (performance of the contract and compliance with the law).',
          'To show the platform in your language and units and to display your profile (performance of the contract).',
          'To give you access to the projects and premium data that administrators have granted you (performance of the contract).',
          'To protect your account and the platform against fraud, abuse and automated attacks, using the bot check, rate limits and the security log (our legitimate interest in keeping the service secure).',
          'To comply with legal obligations and respond to lawful requests from authorities (legal obligation).',
          'We do not sell your personal data, we do not use it for advertising and we do not take decisions about you based solely on automated processing that have legal or similarly significant effects.',
        ],
      },
      {
        id: 'bot-protection',
        heading: 'Bot protection',
        paragraphs: [
          'Sign-up, sign-in, sending a verification code and password reset are protected by a bot check, so that automated programs cannot abuse them.',
          'By default this check is ALTCHA, a proof-of-work check that we host ourselves: your browser solves a small computation before the form is sent. No third party is contacted and no cookie is set.',
          'The operator of the platform may instead configure Google reCAPTCHA Enterprise. In that case Google receives data about your device and your interaction with the page (such as your IP address and browser information) and processes it under the Google Privacy Policy and Terms of Service.',
        ],
        items: [],
      },
      {
        id: 'sharing-your-data',
        heading: 'Who we share your data with',
        paragraphs: [
          'We share personal data only with the following recipients, and only as far as necessary:',
        ],
        items: [
          'Our hosting provider, which runs the servers, the database and the storage for uploaded files on our behalf.',
          'The provider that delivers our e-mails, such as verification codes.',
          'Google, only if the platform is configured to use reCAPTCHA Enterprise instead of ALTCHA (see “Bot protection”).',
          'Flarescope administrators, who can see the account data they need to manage access to projects and premium data and to keep the platform secure.',
          'Public authorities or courts, when the law requires us to disclose data.',
          'A successor, if the operation of Flarescope is transferred to another organisation, which must continue to protect your data as described in this policy.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'International transfers',
        paragraphs: [
          'Our hosting provider and other service providers may store or process data in a country other than yours. When personal data is transferred out of the European Economic Area or out of another country that restricts such transfers, we rely on the safeguards required by the applicable law, such as an adequacy decision or standard contractual clauses. You can ask for details at privacy@flarescope.example.',
        ],
        items: [],
      },
      {
        id: 'retention',
        heading: 'How long we keep your data',
        paragraphs: [
          'We keep your account data, including your security log, for as long as your account is open. When you close your account, it is deleted permanently 30 days later (see “Closing your account”).',
          'Verification codes can be used only for 10 minutes and for at most 5 attempts. A session lasts until you sign out; the session cookie expires if it is not renewed within 1000 days.',
          'We may keep specific data for longer only where the law requires us to do so.',
        ],
        items: [],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'We protect your data with technical and organisational measures that include the following:',
        ],
        items: [
          'Passwords are stored only as Argon2id hashes, never in clear text.',
          'Verification codes have 6 digits, are sent by e-mail for sign-up, password reset and e-mail change, are stored only as a hash, are valid for 10 minutes and allow at most 5 tries.',
          'Your session is identified by a random, opaque token kept in the auth cookie. The cookie is HttpOnly, so scripts on the page cannot read it, and our database stores only a hash of the token.',
          'Protections against cross-site request forgery (CSRF), rate limits and a bot check on sign-up, sign-in, verification codes and password reset.',
          'A security log of sign-ins, failed sign-ins and changes to your account.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'Depending on the law that applies to you, you have the following rights over your personal data:',
          'You can exercise many of these rights yourself in Settings, where you can view and edit your profile, change your e-mail address and password, and close your account. For anything else, write to privacy@flarescope.example from the e-mail address linked to your account. We may ask you to confirm your identity, and we will reply within the time limit set by the applicable law (one month under the GDPR). You also have the right to lodge a complaint with your data protection authority.',
        ],
        items: [
          'Access: to know whether we process your data and to receive a copy of it.',
          'Rectification: to correct inaccurate or incomplete data.',
          'Erasure: to have your data deleted, for example by closing your account.',
          'Portability: to receive the data you gave us in a structured, commonly used, machine-readable format.',
          'Objection: to object to processing based on our legitimate interests.',
        ],
      },
      {
        id: 'closing-your-account',
        heading: 'Closing your account',
        paragraphs: [
          'You can close your account at any time from Settings by confirming your password. When you do, all your sessions are signed out.',
          'If you sign in again within 30 days, your account is reopened as it was. If you do not, your account is deleted permanently after 30 days: all records linked to your account and all the files you uploaded are erased. This cannot be undone.',
        ],
        items: [],
      },
      {
        id: 'children',
        heading: 'Minors',
        paragraphs: [
          'Flarescope is intended for professionals. You must be at least 18 years old to create an account, and we ask for your date of birth to check this. If we learn that an account belongs to someone under 18, we will close it and delete its data. If you believe this is the case, write to privacy@flarescope.example.',
        ],
        items: [],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes to this policy and contact',
        paragraphs: [
          'We may update this policy when the service or the law changes. The date at the top of this page shows the latest version. If we make significant changes, we will tell you by e-mail or with a notice on the platform before they take effect.',
          'For any question about this policy or about your personal data, write to privacy@flarescope.example.',
        ],
        items: [],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    intro:
      'These terms govern your use of Flarescope, including its public pages and your account. Please read them carefully: by using the platform or creating an account, you agree to them. If you do not agree, please do not use Flarescope.',
    sections: [
      {
        id: 'about-these-terms',
        heading: 'About these terms',
        paragraphs: [
          'Flarescope is provided by its operator (“we”, “us”). These terms form an agreement between you and us. The privacy policy and the cookie policy explain how we handle personal data and are part of how we provide the service.',
          'If you use Flarescope on behalf of a company or other organisation, you confirm that you are authorised to accept these terms on its behalf.',
        ],
        items: [],
      },
      {
        id: 'the-service',
        heading: 'The service',
        paragraphs: [
          'Flarescope is a bilingual (English and Spanish) platform for the oil and gas industry, starting with Latin America, with the goal of zero routine gas flaring by 2030. It includes:',
          'We may add, change or remove features to improve the platform. We aim to keep Flarescope available but do not guarantee that it will be uninterrupted or free of errors, and we may carry out maintenance when needed.',
        ],
        items: [
          'Flaring Explorer: gas flaring data at world, country, company and single-flare level.',
          'Companies Explorer: a directory of oil and gas operators.',
          'Investors Room: information about gas-to-power projects.',
          'My Passport: your user account and profile.',
          'Business Mastery: the page for our industry event.',
        ],
      },
      {
        id: 'your-account',
        heading: 'Your account',
        paragraphs: [
          'You must be at least 18 years old to create an account. You agree to give accurate information and to keep it up to date.',
          'Your account is personal. Keep your password secret, do not let anyone else use your account, and tell us at once at privacy@flarescope.example if you think someone has accessed it without your permission. You are responsible for what is done through your account unless it results from our fault.',
          'Your username and profile content must not mislead others about who you are, infringe anyone’s rights or be offensive.',
        ],
        items: [],
      },
      {
        id: 'flaring-data',
        heading: 'Flaring data',
        paragraphs: [
          'The flaring data in Flarescope is compiled from public sources and from data published by operators and regulators. Each source is shown with its licence and attribution, and your use of that data is also subject to the source’s licence. The main public sources are:',
          'Satellite figures are estimates derived from observations, not metered volumes, and they may differ from the figures reported by operators or regulators. The assignment of a flare to a country, field or company is based on its location and on public information and may be incorrect. The data is provided “as is”, for information only, without any warranty of accuracy, completeness or fitness for a particular purpose, and it is not investment advice. If you believe a figure is wrong, please tell us at legal@flarescope.example.',
        ],
        items: [
          'Satellite flare estimates from the VIIRS Nightfire product of the Earth Observation Group (EOG).',
          'The Global Gas Flaring Reduction Partnership (GGFR) of the World Bank: country volumes, and the per-flare estimates that name each site’s field and operator (World Bank, Global Flaring and Methane Reduction Partnership, CC BY 4.0).',
          'The Statistical Review of World Energy of the Energy Institute.',
          'The open data of Argentina’s Secretaría de Energía.',
        ],
      },
      {
        id: 'premium-and-project-data',
        heading: 'Premium data and project data',
        paragraphs: [
          'Some data, such as premium data and project data (including the financial models of gas-to-power projects), is available only to users to whom administrators have granted access. Access is granted at our discretion and may be limited, changed or withdrawn.',
          'You must not redistribute, resell or publish premium or project data, or share it with people who do not have access. If you have access to exports, you may download data for your own analysis only, and you must credit Flarescope and the original sources when you use results based on it.',
        ],
        items: [],
      },
      {
        id: 'investors-room',
        heading: 'Investors Room',
        paragraphs: [
          'The information about projects in the Investors Room is provided for information only. It is not an offer to sell, or a solicitation of an offer to buy, securities or any other financial instrument, and it is not investment, financial, legal or tax advice.',
          'Project information, including financial models and forecasts, may come from the project promoters and may be incomplete or change. We do not guarantee it. Before making any decision, carry out your own due diligence and seek independent professional advice.',
        ],
        items: [],
      },
      {
        id: 'business-mastery',
        heading: 'Business Mastery',
        paragraphs: [
          'Participation in the Business Mastery event is by selection. Participation is governed by the event’s own conditions, which are communicated to applicants and prevail over these terms for matters relating to the event.',
        ],
        items: [],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: ['When you use Flarescope, you agree not to:'],
        items: [
          'Scrape, crawl or extract data in bulk by automated means, except through our documented API and within its limits.',
          'Try to bypass or defeat the bot check, rate limits, access controls or any other security measure, or access data or accounts you are not authorised to access.',
          'Share your personal API key, if you have one. It is for your use only; tell us at once if it is compromised.',
          'Interfere with the operation of the platform, overload it, or introduce malicious code.',
          'Impersonate another person or organisation, or give false information.',
          'Upload content that is unlawful, offensive or infringes the rights of others, or use the platform for any unlawful purpose.',
        ],
      },
      {
        id: 'content-and-intellectual-property',
        heading: 'Your content and intellectual property',
        paragraphs: [
          'You keep the rights to the content you add to your profile, such as your texts and cover photo. You grant us a non-exclusive, royalty-free licence to store, reproduce and display that content only as needed to run the platform, for as long as it remains on Flarescope. You confirm that you have the rights needed to share it. We may remove content that breaches these terms.',
          'The platform, its software, design, texts and compilations of data belong to the operator of Flarescope or its licensors. Third-party data remains subject to the licences of its sources. Except as these terms or those licences allow, you may not copy, modify or distribute any part of Flarescope.',
        ],
        items: [],
      },
      {
        id: 'disclaimers-and-liability',
        heading: 'Disclaimers and limitation of liability',
        paragraphs: [
          'Flarescope is provided “as is” and “as available”. To the extent permitted by law, we give no warranty about the platform or its content, and we are not liable for indirect or consequential losses, for loss of profits, or for decisions you make based on the data or on project information.',
          'Nothing in these terms excludes or limits liability that cannot be excluded or limited by law, such as liability for wilful misconduct or gross negligence, and nothing affects the mandatory rights you have as a consumer.',
        ],
        items: [],
      },
      {
        id: 'suspension-and-closure',
        heading: 'Suspension and closure',
        paragraphs: [
          'You may stop using Flarescope and close your account at any time from Settings, as explained in the privacy policy.',
          'We may suspend or close your account, or withdraw access to premium or project data, if you seriously or repeatedly breach these terms, if the law requires it, or to protect the platform or other users. Where appropriate, we will tell you the reason and give you the chance to respond.',
        ],
        items: [],
      },
      {
        id: 'governing-law-and-changes',
        heading: 'Governing law, changes and contact',
        paragraphs: [
          'These terms are governed by the laws of the country where the operator of Flarescope is established, and the courts of that country have jurisdiction over any dispute. If you are a consumer, you keep the protection of the mandatory rules of the country where you live and may also bring proceedings there.',
          'We may update these terms. The date at the top of this page shows the latest version. If we make significant changes, we will tell you by e-mail or with a notice on the platform before they take effect; if you keep using Flarescope after that, the new terms apply. If any provision is found invalid, the rest remains in force.',
          'For any question about these terms, write to legal@flarescope.example.',
        ],
        items: [],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    intro:
      'Flarescope uses only two cookies, both first-party and strictly necessary for the platform to work. We do not use advertising cookies or third-party analytics cookies. This policy describes those cookies and the other information we keep in your browser.',
    sections: [
      {
        id: 'what-are-cookies',
        heading: 'What cookies and local storage are',
        paragraphs: [
          'A cookie is a small text file that a website stores in your browser and that the browser sends back to that website on later visits. Local storage is a similar feature that lets a website keep information in your browser; unlike cookies, it is not sent to the server automatically.',
        ],
        items: [],
      },
      {
        id: 'cookies-we-use',
        heading: 'The cookies we use',
        paragraphs: ['Flarescope sets only these two first-party cookies:'],
        items: [
          'auth: keeps you signed in. It contains a random, opaque session token (our database stores only a hash of it). It is HttpOnly, so scripts on the page cannot read it, SameSite=Lax, Secure when the site is served over https, and valid for the whole site (path /). It is set to last 1000 days (some browsers, such as Chrome and Edge, shorten every cookie to at most 400 days), is renewed each time the app starts while you are signed in, and is removed when you sign out.',
          'enviroment (spelled this way, without the first “n”): has the value prod and tells the app which environment it is running in. It is set together with the auth cookie when the app starts, is set to last 1000 days (at most 400 in some browsers) and holds no personal data.',
        ],
      },
      {
        id: 'why-no-consent-banner',
        heading: 'Why we do not ask for consent',
        paragraphs: [
          'Both cookies are strictly necessary to provide the service you request: without auth you cannot stay signed in, and enviroment is needed for the app to work correctly. The law does not require consent for strictly necessary cookies, so Flarescope does not show a cookie consent banner. If we ever add cookies that are not strictly necessary, we will ask for your consent first and update this policy.',
        ],
        items: [],
      },
      {
        id: 'local-storage',
        heading: 'Local storage and temporary data',
        paragraphs: ['Besides cookies, Flarescope keeps the following information in your browser:'],
        items: [
          'If you do not have an account or are not signed in, your chosen interface language (en or es; English by default) and units (metric or imperial) are saved in local storage. When you are signed in, these preferences are stored in your account.',
          'Responses with public data are cached for up to 5 minutes in the page’s memory only, to make the platform faster. This cache is not saved on your device and disappears when you close or reload the page.',
        ],
      },
      {
        id: 'bot-check',
        heading: 'Bot check',
        paragraphs: [
          'By default, the bot check that protects sign-up, sign-in, verification codes and password reset is ALTCHA, which we host ourselves. It sets no cookie and contacts no third party.',
          'If the operator of the platform configures Google reCAPTCHA Enterprise instead, Google may store its own cookies or similar data in your browser and receives data about your device and interaction, under the Google Privacy Policy and Terms of Service.',
        ],
        items: [],
      },
      {
        id: 'managing-cookies',
        heading: 'How to delete or block cookies',
        paragraphs: [
          'You can delete Flarescope’s cookies and local storage at any time in your browser settings, usually in the privacy section under cookies and site data, where you can remove the data stored for this site only. You can also block cookies, but keep in mind the following:',
        ],
        items: [
          'Deleting the auth cookie signs you out. If you block it, you will not be able to sign in.',
          'The enviroment cookie is set again, together with auth, the next time the app starts while you are signed in.',
          'Clearing local storage resets your language and units choice as a visitor.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        paragraphs: [
          'We will update this policy if the cookies we use change; the date at the top of this page shows the latest version. For any question, write to privacy@flarescope.example.',
        ],
        items: [],
      },
    ],
  },
};
