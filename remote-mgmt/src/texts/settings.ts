/**
 * The management area's 'Indstillinger' screen (remote-mgmt): the site settings an admin changes
 * without a rebuild (docs/settings.md).
 */
export const mgmtSettingsMessages = {
  settings: {
    title: 'Indstillinger',
    intro: 'Det, du gemmer her, ses på siden med det samme.',
    contactTitle: 'Kontakt',
    contactEmail: 'Kontakt-e-mail',
    contactEmailHelp: 'Vises på siderne Om USB, Kontakt og Praktisk afvikling og nederst på hver side. Protester sendes hertil senest kl. 22:00.',
    socialPageUrl: 'Social side',
    socialPageUrlHelp: 'Adressen på jeres Facebook-side, som forsiden viser. Tom: ingen social side.',
    socialPageUrlInvalid: 'Skal være adressen på en Facebook-side, f.eks. https://www.facebook.com/usbspejder',
    introVideoUrl: 'Introvideo',
    introVideoUrlHelp: 'Et link til en video på YouTube eller Vimeo, som vises på siden Om USB. Tom: ingen video.',
    introVideoUrlInvalid: 'Kun videoer fra YouTube eller Vimeo kan vises, f.eks. https://www.youtube.com/watch?v=... eller https://vimeo.com/...',
    datesTitle: 'Datoer uden event',
    datesHelp: 'Forsiden tæller ned til næste USB og viser, hvornår tilmeldingen åbner, indtil der er oprettet et event.',
    fallbackEventStart: 'Næste USB',
    fallbackRegistrationFrom: 'Tilmelding åbner',
    registrationAfterStart: 'Tilmeldingen skal åbne før næste USB',
    paymentTitle: 'Mærkebestilling',
    paymentDetails: 'Bankoplysninger',
    paymentDetailsHelp:
      'Skrives i ordrebekræftelsen til køberen, f.eks. Reg.nr. 1234 Kontonr. 12345678. Vises ikke på siden. Tom: køberen får at vide, at I kontakter dem om betaling.',
    saved: 'Indstillingerne er gemt.',
  },
};
