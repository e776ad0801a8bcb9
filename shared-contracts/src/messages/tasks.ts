/** The event night for patrols: the task view and the open-task strip (remote-tasks). */
export const taskMessages = {
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
    /** The three refusals of an uploaded file (docs/answers-and-windows.md, media upload). */
    fileTypeRefused: 'Den filtype du prøver at upload, er ikke mulig at benytte.',
    imageNotAllowed: 'Det er ikke muligt at besvare denne opgave med et billede.',
    videoNotAllowed: 'Det er ikke muligt at besvare denne opgave med en video.',
    compressing: 'Komprimere billede...',
    /** An iPhone's HEIC photo is converted to JPEG before upload, so every browser draws it. */
    converting: 'Konverterer billedet...',
    conversionFailure: 'Billedet kunne ikke konverteres til JPEG. Gem det som JPEG, eller tag et nyt billede, og prøv igen.',
    oneFileOnly: 'Vælg én fil ad gangen.',
    uploading: 'Uploader',
    imageNotFound: 'Der blev ikke fundet et billede for denne besvarelse',
  },
  /** The task view's own labels and hints (remote-tasks), beyond the fixed error texts above. */
  taskView: {
    opens: 'Åbner',
    closes: 'Lukker',
    lateUntil: 'Sen aflevering til',
    /** Between close and availableTo: the strip's tag and the task view's notice (docs/answers-and-windows.md). */
    late: 'Sen aflevering',
    lateRule: 'Opgaven er lukket, men I kan stadig aflevere til {until}. Hvert påbegyndt minut efter lukketid koster 1 point.',
    latePenalty: 'Afleverer I nu, trækkes der {points} point fra.',
    closed: 'Opgaven er lukket for besvarelser.',
    notMember: 'Kun patruljer, der deltager i dette event, kan besvare opgaven.',
    loginPrompt: 'Log ind for at besvare opgaven.',
    loginLink: 'Log ind',
    notSaved: 'Ikke gemt endnu. Vi prøver igen, så snart der er forbindelse.',
    emailLink: 'Send svar på e-mail',
    emailSubject: 'Svar: {task} - {patrol} - {category}',
    emailOpened: 'Åbnet',
    externalSeen: 'Set første gang',
    choiceSaved: 'Dit valg er gemt',
    firstImage: 'Klik eller træk et billede hertil for at besvare opgaven',
    newImage: 'Klik eller træk et nyt billede hertil for at erstatte jeres besvarelse',
    firstVideo: 'Klik eller træk en video hertil for at besvare opgaven',
    newVideo: 'Klik eller træk en ny video hertil for at erstatte jeres besvarelse',
    uploadHint: 'Billeder bliver gjort mindre inden upload.',
    mediaAlt: 'Jeres besvarelse af {question}',
    openTasks: 'Åbne opgaver',
    retry: 'Prøv igen',
  },
  /** The patrol's feedback under the questions, when the battle's setting shows it (docs/locks-and-correction.md). */
  taskFeedback: {
    title: 'Rettelse',
    points: 'Point for opgaven: {points}',
    questionPoints: '{points} point',
    latePenalty: 'Fradrag for sen aflevering: {minutes} point',
    note: 'Note fra retteren',
    /** Under the points while the battle's standings are frozen (docs/results.md). */
    frozen: 'Stillingen er frosset: pointene vises, som de var d. {time}. Resten afsløres ved præmieoverrækkelsen.',
  },
} as const;
