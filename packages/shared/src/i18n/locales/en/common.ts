export const common = {
  app: {
    name: 'Flarescope',
    tagline:
      'Routine gas flaring data, operators and gas-to-power projects — toward zero routine flaring by 2030.',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    footer: 'Flarescope — independent flaring data for a zero routine flaring 2030.',
    legalNav: 'Legal',
    apiDocs: 'API documentation',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    flaringExplorer: 'Flaring Explorer',
    companies: 'Companies',
    business: 'Business Mastery',
    investors: 'Investors Room',
    passport: 'Passport',
    privacy: 'Privacy',
    terms: 'Terms',
    cookies: 'Cookies',
    openMenu: 'Open navigation',
  },
  header: {
    language: 'Language',
    units: 'Units',
    signIn: 'Sign in',
    accountMenu: 'Account menu',
    admin: 'Admin console',
    settings: 'Settings',
    passport: 'My Passport',
    signOut: 'Sign out',
    signOutConfirmTitle: 'Sign out?',
    signOutConfirmBody: 'You will need your email and password to sign in again.',
    cancel: 'Cancel',
    close: 'Close',
  },
  language: {
    en: 'English',
    es: 'Español',
  },
  units: {
    metric: 'Metric',
    imperial: 'Imperial',
    volume: {
      m3: 'm³',
      thousand_m3: 'thousand m³',
      million_m3: 'million m³',
      bcm: 'bcm',
      scf: 'scf',
      mscf: 'Mscf',
      mmscf: 'MMscf',
      bcf: 'Bcf',
    },
    mass: {
      t: 't',
      short_ton: 'sh tn',
    },
    temperature: {
      celsius: '°C',
      fahrenheit: '°F',
    },
  },
  home: {
    title: 'Welcome to Flarescope',
    lead: 'An independent database of routine gas flaring, a directory of the operators behind it, and the projects and investors that can turn flared gas into power. Built for Latin America first, in English and Spanish.',
    goal: 'Goal: zero routine flaring by {{year}}',
    open: 'Open',
    sections: {
      passport: {
        title: 'My Passport',
        body: 'Your professional profile: headline, experience, the projects you follow and your access to premium data. Create an account to get your passport.',
        link: 'Go to my Passport',
      },
      operators: {
        title: 'Operators Explorer',
        body: 'A directory of the oil and gas operators in each country, with their fields, their flaring, their production and how they rank against their peers.',
        link: 'Explore operators',
      },
      business: {
        title: 'Business Mastery',
        body: 'A four-day, reality-show-style bidding competition where professionals from operating and service companies turn a real flaring case into a financeable project.',
        link: 'See the event',
      },
      flaring: {
        title: 'Flaring Explorer',
        body: 'Satellite and reported flaring at world, country, company and single-flare level: volumes, CO2e, flaring intensity, gas composition and ranks, on a map and in charts.',
        link: 'Explore flaring',
      },
      investors: {
        title: 'Investors Room',
        body: 'Gas-to-power projects with real financial models — capex, tariff, NPV, IRR and payback — connecting financial institutions and investors with the operators that need them.',
        featured: 'Featured project',
        link: 'Enter the Investors Room',
      },
    },
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go Home',
  },
  upcoming: {
    badge: 'Coming soon',
    passport: {
      title: 'My Passport',
      body: 'Your profile — cover photo, headline, about me, general information, My projects and premium data access — will be here.',
    },
    settings: {
      title: 'Settings',
      body: 'Account settings, preferences (language and units) and security and privacy (change password, change email, close account) will be here.',
    },
  },
  legalPage: {
    related: 'Related policies',
  },
};
