/**
 * The shell: top navigation, footer, the fallback of a remote that cannot load and the notice
 * of a new version; and the load error with its retry button that the staff's and the
 * management's screens share.
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
    staffQuestions: 'Spørgsmål',
    staffPatrols: 'Patruljer',
    staffResults: 'Resultater',
    staffGallery: 'Galleri',
    staffAnnouncements: 'Beskeder',
    staffLive: 'Aftenen live',
    staffBlog: 'Blog',
    admin: 'Administration',
    adminUsers: 'Brugere',
    adminBattles: 'Events',
    adminModules: 'Moduler',
    adminSettings: 'Indstillinger',
    signup: 'Opret Bruger',
    login: 'Log ind',
    profile: 'Profil',
    logout: 'Log ud',
    openMenu: 'Åbn menu',
    closeMenu: 'Luk menu',
    /** The names of the header's two navigations, for screen readers. */
    mainMenu: 'Hovedmenu',
    accountMenu: 'Brugermenu',
  },
  footer: {
    copyright: 'Copyright © {year} USB. Alle rettigheder forbeholdes.',
    contact: 'Kontakt os på',
  },
  remote: {
    unavailable: 'Denne del af siden kunne ikke indlæses lige nu. Prøv at genindlæse siden om lidt.',
    reload: 'Genindlæs',
    /** The notice on an open page when a remote it loaded has a new active version. */
    updateAvailable: 'Der er en ny version af siden.',
    dismissUpdate: 'Luk beskeden',
  },
  loadFailed: {
    message: 'Der skete en fejl ved hentning. Prøv igen.',
    retry: 'Prøv igen',
  },
} as const;
