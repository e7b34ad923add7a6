import { useMutation } from '@tanstack/react-query';
import type { WebchatRequest, WebchatResponse } from '../../../contracts/assistant.contract';
import { apiFetch } from '../../app/api';

/**
 * The test chat's one call (docs/product-spec.md): the question and the throw-away
 * user id → the bot's markdown reply. Nothing is cached: every send is a fresh question.
 */
export function useSendChatMessage() {
  return useMutation({
    mutationKey: ['chat', 'send'],
    mutationFn: (body: WebchatRequest) => apiFetch<WebchatResponse>('/webchat', { method: 'POST', body }),
  });
}

/** "user_" + a time-based token + a random token (docs/product-spec.md), new on load and on clear. */
export function newChatUserId(): string {
  const random =
    typeof crypto !== 'undefined' && 'getRandomValues' in crypto
      ? Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('')
      : Math.random().toString(36).slice(2, 14);
  return `user_${Date.now().toString(36)}_${random}`;
}
