/**
 * The fixed replies the WhatsApp channel sends besides engine answers. They disclose
 * nothing from the school's knowledge: only the school's name and its office contacts, which a
 * school publishes anyway.
 */

/** To a sender who is not in the school's parent directory (at most once per number per 24 h). */
export function registrationReply(
  school: { name: string | null; officePhone: string | null; officeEmail: string | null },
  language: 'en' | 'es' = 'en',
): string {
  if (language === 'es') return registrationReplySpanish(school);
  const name = school.name?.trim() || 'the school';
  const contacts = [
    school.officePhone?.trim() ? `phone ${school.officePhone.trim()}` : null,
    school.officeEmail?.trim() ? `e-mail ${school.officeEmail.trim()}` : null,
  ].filter(Boolean);
  const reach = contacts.length ? ` (${contacts.join(', ')})` : '';
  return (
    `Hello! This WhatsApp number answers questions from registered parents of ${name}. ` +
    `Your number is not in the school's parent directory yet, so I can't answer here. ` +
    `Please ask the school office${reach} to add your WhatsApp number, then message again.`
  );
}

/** To a parent who sent something other than text (image, document, sticker, untranscribed voice note...). */
export function textOnlyReply(kind: 'voice' | 'other'): string {
  return kind === 'voice'
    ? "Sorry, I can't listen to voice notes. Please send your question as a text message."
    : 'Sorry, I can only read text. Please send your question as a text message.';
}

/** When the engine returned an empty answer. */
export const EMPTY_ANSWER_REPLY =
  "Sorry, I couldn't find an answer to that. Please contact the school office.";

/** The Settings "Send test message" text. */
export function testMessage(schoolName: string | null): string {
  return `This is a test message from ${schoolName?.trim() || 'your school'} on Homeroom. WhatsApp replies to parents are working.`;
}

/** Message types that get no reply at all (a reply to a 👍 would be noise). */
export const SILENT_TYPES = new Set(['reaction', 'system', 'ephemeral', 'request_welcome']);

/** The registration reply in Spanish, for an unknown sender who wrote in Spanish. */
function registrationReplySpanish(school: {
  name: string | null;
  officePhone: string | null;
  officeEmail: string | null;
}): string {
  const name = school.name?.trim() || 'la escuela';
  const contacts = [
    school.officePhone?.trim() ? `teléfono ${school.officePhone.trim()}` : null,
    school.officeEmail?.trim() ? `correo ${school.officeEmail.trim()}` : null,
  ].filter(Boolean);
  const reach = contacts.length ? ` (${contacts.join(', ')})` : '';
  return (
    `¡Hola! Este número de WhatsApp responde preguntas de los padres registrados de ${name}. ` +
    'Su número todavía no está en el directorio de padres de la escuela, así que no puedo responder aquí. ' +
    `Por favor, pida a la oficina de la escuela${reach} que agregue su número de WhatsApp y vuelva a escribir.`
  );
}
