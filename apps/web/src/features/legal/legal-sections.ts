/** The published pages, their paths and their sections in reading order (texts under `legal.<page>`). */
export const LEGAL_PAGES = {
  terms: {
    href: '/terms',
    sections: [
      'operator',
      'eligibility',
      'account',
      'money',
      'comp',
      'fairness',
      'sports',
      'protection',
      'misuse',
      'complaints',
      'changes',
    ],
  },
  privacy: {
    href: '/privacy',
    sections: ['collected', 'purposes', 'retention', 'sharing', 'security', 'cookies', 'rights'],
  },
  responsible: {
    href: '/responsible-gaming',
    sections: ['principles', 'signs', 'limits', 'exclusion', 'minors'],
  },
} as const;

export type LegalPageName = keyof typeof LEGAL_PAGES;
