/**
 * The shell: top navigation, footer and the fallback of a remote that cannot load; and the load
 * error with its retry button that the staff's and the management's screens share.
 */
export const siteMessages = {
  /** The shell's top navigation, in the order the menus show it. */
  nav: {
    home: 'FORSIDE',
    about: 'OM USB',
    practical: 'PRAKTISK AFVIKLING',
    results: 'RESULTATER',
    badges: 'MÆRKEBESTILLING',
    contact: 'KONTAKT',
    events: 'EVENTS',
    staff: 'Stab',
    staffTasks: 'Opgaver',
    staffPatrols: 'Patruljer',
    admin: 'Administration',
    adminUsers: 'Brugere',
    adminBattles: 'Events',
    signup: 'Opret Bruger',
    login: 'Log ind',
    profile: 'Profil',
    logout: 'Log ud',
    openMenu: 'Åbn menu',
  },
  footer: {
    copyright: 'Copyright © {year} USB. Alle rettigheder forbeholdes.',
    contact: 'Kontakt os på',
  },
  remote: {
    unavailable: 'Denne del af siden kunne ikke indlæses lige nu. Prøv at genindlæse siden om lidt.',
    reload: 'Genindlæs',
  },
  loadFailed: {
    message: 'Der skete en fejl ved hentning. Prøv igen.',
    retry: 'Prøv igen',
  },
} as const;
