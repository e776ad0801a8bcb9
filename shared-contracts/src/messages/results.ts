/** Published results: the menu entry and the results page. */
export const resultMessages = {
  results: {
    noResults: 'Der er ingen resultater at vise.',
    /** A menu entry while the battle's standings are frozen. */
    frozenEntry: '{battle} (frosset)',
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
    frozenTitle: 'Stillingen er frosset',
    frozenNote: 'Pointene vises, som de var d. {time}. Resten afsløres ved præmieoverrækkelsen.',
  },
} as const;
