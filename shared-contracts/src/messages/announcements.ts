/** The patrols' inbox of announcements in the header (docs/live.md). */
export const announcementMessages = {
  inbox: {
    title: 'Beskeder',
    open: 'Beskeder',
    openUnread: 'Beskeder, {n} ulæste',
    empty: 'Ingen beskeder endnu. Når staben skriver til jer, kommer det her.',
    loadError: 'Beskederne kunne ikke hentes. Prøv igen om lidt.',
    toast: 'Besked fra staben: {text}',
    toastMore: '{n} nye beskeder fra staben. Se dem under Beskeder.',
    sentAt: 'Sendt {time}',
  },
} as const;
