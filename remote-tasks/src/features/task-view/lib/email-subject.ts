import { categoryName } from '@usb/schema/domain';
import { fill, messages } from '@usb/contracts/messages';

/** The subject of an email answer: 'Svar: {task} - {patrol} - {category}'. */
export function emailSubject(taskName: string, patrolName: string, category: number | null): string {
  return fill(messages.taskView.emailSubject, { task: taskName, patrol: patrolName, category: categoryName(category) });
}

/** The mailto link to the question's address with the subject URL-encoded (%20 for spaces, as mail clients expect). */
export function mailtoLink(to: string, subject: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
