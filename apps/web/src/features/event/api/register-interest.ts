import { eventContract, EVENT_CAPTCHA_ACTION, type EventRegistrationRequest } from '@flarescope/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { captcha } from '../../../lib/captcha';

export type InterestInput = Omit<EventRegistrationRequest, 'captcha'>;

/** POST /api/event/registrations with a fresh bot-check token; `updated` when the address had registered. */
export const registerInterest = async (input: InterestInput): Promise<{ updated: boolean }> => {
  const token = await captcha.getToken(EVENT_CAPTCHA_ACTION);
  return api.call(eventContract.postRegistrations, { body: { ...input, captcha: token } });
};

export const useRegisterInterest = () => useMutation({ mutationFn: registerInterest });
