import { InboxButton } from '../features/inbox/components/inbox-button';

/** Exposed as ./Inbox: the shell renders it in the header for a logged-in user. */
export default InboxButton;
