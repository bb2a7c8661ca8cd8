export const event = {
  eyebrow: 'Industry event',
  title: 'Business Mastery',
  tagline:
    'A live bidding competition where oil and gas professionals turn a real routine-flaring case into a financeable gas-to-power offer.',
  apply: 'Register your interest',
  applyHint:
    'Places are by selection: {{perCountry}} professionals per country are chosen from operating and service companies to form balanced, mixed teams.',
  form: {
    heading: 'Register your interest',
    intro:
      'Tell us who you are and we will write to you when selection opens in your country. We use these details only for Business Mastery.',
    name: 'Full name',
    email: 'Email',
    company: 'Company',
    position: 'Position (optional)',
    country: 'Country',
    countryPlaceholder: 'Choose a country',
    role: 'You work for',
    roles: { operating: 'An operating company', service: 'A service company' },
    message: 'Message (optional)',
    messageHint:
      'What you would bring to a team, or a question for the organisers. At most {{max}} characters.',
    submit: 'Send',
    sending: 'Sending…',
    done: 'Thank you, {{name}}. Your interest is registered, and a confirmation is on its way to {{email}}.',
    updated:
      'Thank you, {{name}}. We had your interest already: your details are updated, and a confirmation is on its way to {{email}}.',
    again: 'Register someone else',
  },
  challenge: {
    heading: 'The challenge',
    paragraphs: [
      'Each edition is built around a real routine-flaring case provided by a partner operator in the host country: a producing oil field that flares its associated gas because there is no route to market. Teams receive the data room the asset team works with every day, including production forecasts, gas composition, flare metering records, site layout and the nearest grid and off-take options.',
      'The task is to turn that flare into a financeable project. Teams must design a gas-to-power or gas-monetisation solution, build the business case and submit a binding-style offer that an investor could fund and a regulator could approve, with a credible path to zero routine flaring well before 2030.',
    ],
  },
  format: {
    heading: 'The format',
    paragraphs: [
      'Business Mastery is an exclusive "reality show" style bidding competition for professionals from operating and service companies. It runs {{days}} days in {{countries}} Latin American countries, with {{perCountry}} professionals selected per country. Participants work in mixed teams that combine operator and service-company experience, move from case release to technical design and financial modelling, and finish with live bidding rounds in front of a panel of operators, financiers and regulators.',
    ],
    facts: [
      { value: '{{days}}', label: 'days' },
      { value: '{{countries}}', label: 'Latin American countries' },
      { value: '{{perCountry}}', label: 'professionals per country' },
      { value: '2030', label: 'target year for zero routine flaring' },
    ],
  },
  dates: {
    heading: 'Event dates and places',
    intro:
      'The first edition takes place in Bogotá, Colombia, from April 22nd to 25th. The Lima and Mexico City editions are confirmed as host cities, with dates to be confirmed.',
    editions: [
      { city: 'Bogotá', country: 'Colombia', dates: 'April 22nd to 25th' },
      { city: 'Lima', country: 'Peru', dates: 'To be confirmed' },
      { city: 'Mexico City', country: 'Mexico', dates: 'To be confirmed' },
    ],
    more: 'Two more host countries will be announced soon, completing the Latin American tour.',
    cityLabel: 'City',
    countryLabel: 'Country',
    datesLabel: 'Dates',
  },
  bidding: {
    heading: 'Bidding',
    paragraphs: [
      'Each team submits a sealed offer at the end of day 3. On the final day, every team presents its offer in a first bidding round; the shortlisted teams then return with a best-and-final offer in a second, live round. The judging panel brings together operators, financiers and regulators, and the best offer is the one with the highest weighted score, not simply the lowest price.',
    ],
    criteria: [
      'Technical soundness (30%): a robust design for gas gathering, conditioning and power generation or other monetisation, matched to the field’s real production profile.',
      'Economics (30%): capex, opex, NPV and IRR under realistic tariffs and gas volumes, with a financing structure investors would accept.',
      'Emissions avoided (20%): tonnes of CO2e avoided per year, measured against the current flare baseline.',
      'Time to zero routine flaring (20%): a credible schedule, permits included, to end routine flaring at the field.',
    ],
  },
  host: {
    heading: 'Host',
    paragraphs: [
      'Business Mastery is organised by Flarescope together with partner operators in each host country. Partner operators provide the flaring case, the field data and access to their engineers; Flarescope runs the competition, supplies country-level flaring data from its data explorer and convenes the independent judging panel and investor mentors.',
    ],
  },
  program: {
    heading: 'Day-by-day program',
    days: [
      {
        title: 'Day 1 — Kickoff and case release',
        items: [
          { time: '08:00', activity: 'Registration and welcome coffee' },
          {
            time: '09:00',
            activity: 'Opening keynote: the road to zero routine flaring by 2030 in the host country',
          },
          { time: '10:30', activity: 'Case release: the field, the flare and the data room' },
          {
            time: '13:00',
            activity: 'Team formation: mixed operator and service-company teams announced, followed by lunch',
          },
          { time: '14:30', activity: 'Team charter, roles and work plan' },
          { time: '17:00', activity: 'Open Q&A with the partner operator’s asset team' },
        ],
      },
      {
        title: 'Day 2 — Field data and technical design',
        items: [
          {
            time: '08:30',
            activity: 'Data room deep dive: production forecasts, gas composition and flare metering',
          },
          { time: '10:00', activity: 'Field visit or virtual field tour with the operator’s engineers' },
          {
            time: '13:30',
            activity: 'Technical design workshop: gas conditioning, power generation and off-take options',
          },
          {
            time: '15:30',
            activity: 'Regulatory clinic with regulators: permits, power sales and flaring rules',
          },
          { time: '17:30', activity: 'Technical checkpoint: each team presents its concept to the coaches' },
        ],
      },
      {
        title: 'Day 3 — Financial model and bid preparation',
        items: [
          { time: '08:30', activity: 'Financial modelling session: capex, opex, tariffs, NPV and IRR' },
          { time: '10:30', activity: 'Investor mentoring: one-to-one sessions with financiers' },
          {
            time: '13:30',
            activity: 'Risk and contract structuring: gas supply, power purchase and guarantees',
          },
          { time: '16:00', activity: 'Bid writing and pitch rehearsal' },
          { time: '20:00', activity: 'Deadline for sealed offers' },
        ],
      },
      {
        title: 'Day 4 — Live bidding, judging and awards',
        items: [
          { time: '08:30', activity: 'Draw for pitching order and judges’ briefing' },
          {
            time: '09:00',
            activity:
              'Bidding round 1: each team presents its sealed offer, followed by questions from the panel',
          },
          { time: '12:30', activity: 'Shortlist announced; best-and-final offer preparation' },
          { time: '14:30', activity: 'Bidding round 2: live best-and-final offers from shortlisted teams' },
          { time: '16:30', activity: 'Judges’ deliberation and networking' },
          { time: '18:00', activity: 'Awards ceremony: Business Master titles and the Champion team' },
        ],
      },
    ],
  },
  titles: {
    heading: 'Titles',
    businessMaster: {
      name: 'Business Master',
      description:
        'Participants receive the title "Business Master" on completing all {{days}} days of the competition, recognising their ability to take a flaring case from data to a financeable offer.',
    },
    champion: {
      name: 'Champion',
      description:
        'The team with the best offer is named "Champion" and presents its winning bid to the partner operator and the investors on the panel.',
    },
  },
};
