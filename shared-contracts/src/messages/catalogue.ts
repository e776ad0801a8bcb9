/**
 * The Danish texts of the site, copied exactly from SPEC.md sections 2, 4, 5 and 8.
 * Every screen takes its words from here, so a text is changed in one place.
 */
export const messages = {
  login: {
    badCredentials: 'Brugernavn og/eller adgangskode er forkert.',
    unknownError: 'Der skete en ukendt fejl under forsøg på at logge ind, prøv igen lidt senere.',
    forgottenLink: 'Glemt adgangskode',
  },
  signup: {
    badRequest: 'Der skete en fejl under oprettelsen, tjek at alle felter er grønne.',
    conflict: 'Der findes allerede en bruger med dette brugernavn eller email.',
    unknownError: 'Der skete en ukendt fejl under oprettelsen, prøv igen lidt senere.',
  },
  profile: {
    resendSuccess: 'Der er sendt en ny aktiveringsmail.',
    resendFailure: 'Der skete en fejl under afsendelse af ny aktiveringsmail.',
    contactInfoTitle: 'Kontaktinformation',
    resendButton: 'Send ny mail',
  },
  activation: {
    failure:
      'Der skete en fejl under aktivering af brugeren. Du skal være opmærksom på der er begrænset levetid på aktiveringslinket, og du skal være logget på med den aktuelle bruger.',
    resendSuccess: 'Der er send en ny aktiveringsmail til din E-mail.',
    button: 'Aktiver bruger',
  },
  passwordReset: {
    success: 'Din adgangskode er nu ændret og du kan nu logge på med den.',
    failure:
      'Der skete en fejl under nulstilling af adgangskoden. Du skal være opmærksom på der er begrænset levetid på nulstillingslinket.',
  },
  forgotten: {
    success: 'Der er blevet sendt en mail med et link til at ændre adgangskode.',
    failure: 'Der skete en fejl, prøv igen.',
    button: 'Nulstil',
  },
  passwordChange: {
    falsy: 'Adgangskoden kunne ikke ændres, kan skyldes der anvendes forkert kode.',
    error: 'Der skete en ukendt fejl under forsøg på at ændre adgangskode, prøv igen lidt senere.',
    success: 'Din adgangskode er nu blevet ændret',
  },
  badgeOrder: {
    failure:
      'Der skete en fejl ved bestillingen, tjek at informationerne er korrekt indtastet. Eller prøv igen senere.',
    success: 'Din order på mærker er blevet bestilt. Du vil blive kontaktet med betalling.',
  },
  patrol: {
    participateSuccess: 'Patrulje er nu tilmeldt',
    participateFailure: 'Der skete en fejl under tilmeldingen, tjek at alle felter er ser rigtige ud.',
    saveSuccess: 'Patrulje info gemt',
    saveFailure: 'Der skete en fejl under gem, tjek at alle felter er ser rigtige ud.',
    newRegistered: 'Du har nu tilmeldt en ny patrulje.',
    inviteCopied: 'Invitations link kopieret!',
    inviteInvalid: 'Dette invitations link er ikke længere gyldig.',
  },
  battle: {
    loadError: 'Der skete en fejl ved hentning af event.',
    noOpenEvents: 'Der er i øjeblikket ikke, nogle events der er åbne for tilmelding.',
  },
  task: {
    loadError: 'Kunne ikke hente opgaven.',
    openQuestionError: 'Der skete en fejl under åbning af spørgsmålet.',
    saveNoId: 'Det var ikke muligt at gemme besvarelsen.',
    saveRequestError: 'Der skete en fejl ved besvarelse, opgaven kan være lukket. Ellers prøv igen.',
    answerErrors: 'Der skete en fejl ved besvarelse.',
    uploadFailure: 'Der skete en fejl under upload',
    refreshError: 'Der skete en fejl ved opdatering af tilgængelige opgaver.',
    saving: 'Gemmer...',
    saved: 'Gemt',
  },
  staff: {
    battlesLoadError: 'Der skete en fejl ved henting events.',
    questionsLoadError: 'Der skete en fejl ved henting af spørgsmål.',
  },
  remote: {
    unavailable: 'Denne del af siden kunne ikke indlæses lige nu. Prøv at genindlæse siden om lidt.',
    reload: 'Genindlæs',
  },
  results: {
    noResults: 'Der er ingen resultater at vise.',
  },
} as const;
