/** The evening's gallery on the battle's page and its slideshow (docs/gallery.md). */
export const galleryMessages = {
  gallery: {
    title: 'Galleri',
    slideshowLink: 'Vis som lysbilledshow',
    open: 'Vis {patrol} i stort format',
    close: 'Luk',
    videoLabel: 'Video fra {patrol}',
    imageLabel: 'Billede fra {patrol}',
    /** Under a patrol's own answer in the task view while it is in the gallery. */
    inGallery: 'Staben har valgt jeres svar til aftenens galleri.',
    inGalleryCaption: 'Billedtekst: {caption}',
    takedown: 'Bed om at få det fjernet',
    takedownConfirm: 'Skal billedet fjernes fra galleriet? Det bliver ikke vist igen.',
    takedownYes: 'Ja, fjern det',
    takedownNo: 'Annuller',
    takedownDone: 'Billedet er fjernet fra galleriet.',
    takedownFailed: 'Billedet kunne ikke fjernes lige nu. Prøv igen.',
    slideshowTitle: 'Galleri fra {battle}',
    slideshowEmpty: 'Galleriet er tomt lige nu. Nye billeder dukker op af sig selv.',
    slideshowLoadError: 'Galleriet kunne ikke hentes. Vi prøver igen om lidt.',
    previous: 'Forrige',
    next: 'Næste',
    position: '{n} af {total}',
  },
} as const;
