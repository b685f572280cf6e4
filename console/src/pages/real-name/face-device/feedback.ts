import { Message } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import { CommandRefused, CommandTimedOut } from './command-waiters';
import { NotConnected } from './use-device-commands';

/** What the user reads when a command did not go through: the server's refusal, or why no answer came. */
export function failureText(t: TFunction, error: unknown): string {
  if (error instanceof CommandRefused) return error.message;
  if (error instanceof CommandTimedOut) return t('faceDevice.timedOut');
  if (error instanceof NotConnected) return t('faceDevice.notConnected');
  return error instanceof Error ? error.message : String(error);
}

let feedbackId = 0;

/**
 * Shows a command on its way (a spinner message until the device answers), then its result or why it
 * failed, in the same message. Answers the device's answer, or undefined after a failure.
 */
export async function withFeedback<A>(
  t: TFunction,
  sending: Promise<A>,
  success: (answer: A) => string,
): Promise<A | undefined> {
  const id = `face-device-command-${++feedbackId}`;
  Message.loading({ id, content: t('faceDevice.sending'), duration: 0 });
  try {
    const answer = await sending;
    Message.success({ id, content: success(answer), duration: 3000 });
    return answer;
  } catch (error) {
    Message.error({ id, content: failureText(t, error), duration: 5000 });
    return undefined;
  }
}
