import { useCallback } from 'react';
import { emit } from '@usb/contracts/events';
import { messages } from '@usb/contracts/messages';
import { useAnswerQuestion } from '../api/use-answer-question';

/**
 * Records that the patrol opened an email or external question: answerQuestion with no input
 * On failure the danger alert 'Der skete en fejl under åbning af spørgsmålet.' Resolves whether it
 * was recorded, after which the caller reloads the task to show the time.
 */
export function useOpenQuestion(questionID: string): () => Promise<boolean> {
  const answerQuestion = useAnswerQuestion();
  return useCallback(async () => {
    try {
      if (await answerQuestion(questionID)) return true;
    } catch {
      // Reported below, as for an answer without receipt.
    }
    emit('alert', { type: 'error', message: messages.task.openQuestionError, dismissible: true });
    return false;
  }, [answerQuestion, questionID]);
}
