/** The badge shop (maerkebestilling). */
export const shopMessages = {
  badgeOrder: {
    failure: 'Der skete en fejl ved bestillingen, tjek at informationerne er korrekt indtastet. Eller prøv igen senere.',
    success: 'Din order på mærker er blevet bestilt. Du vil blive kontaktet med betalling.',
    title: 'Mærkebestilling',
    intro:
      'Her kan I bestille årets og tidligere års USB-mærker til patruljen. Vælg hvor mange I vil have af hvert mærke, og skriv hvor de skal sendes hen. I får en mail med ordren og betalingsoplysninger, og mærkerne bliver sendt, når vi har modtaget betalingen.',
    productsTitle: 'Mærker',
    price: 'Pris pr stk. {price},-',
    quantity: 'Antal {name}',
    contactTitle: 'Kontaktoplysninger',
    addressTitle: 'Leveringsadresse',
    streetName: 'Vejnavn',
    streetNumber: 'Husnummer',
    postalCode: 'Postnummer',
    postalCity: 'By',
    message: 'Besked til os',
    messagePlaceholder: 'Fx hvis mærkerne skal sendes til en bestemt person i gruppen.',
    productsTotal: 'Mærker i alt: {amount} kr.',
    shipping: 'Forsendelse: {amount} kr.',
    total: 'I alt: {amount} kr.',
    noProducts: 'Vælg mindst ét mærke.',
    submit: 'Bestil',
    badgeAlt: '{name}',
  },
} as const;
