/** Published results: the menu entry and the results page. */
export const resultMessages = {
  results: {
    noResults: 'Der er ingen resultater at vise.',
  },
  resultsPage: {
    title: 'Resultater',
    rank: 'Nr.',
    patrol: 'Patrulje',
    corps: 'Korps',
    total: 'Total',
    notFound: 'Der findes ingen resultater på denne adresse.',
    loadError: 'Der skete en fejl ved hentning af resultaterne.',
    noPatrols: 'Ingen patruljer i denne kategori.',
    scrollHint: 'Stryg sidelæns for at se alle opgaver →',
  },
} as const;
