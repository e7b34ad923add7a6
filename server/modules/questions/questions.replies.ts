/**
 * The WhatsApp text of an office answer, in the parent's language: their question quoted, then the
 * office's words as written. Quoting the question matters because the reply may come hours later,
 * after other messages.
 */
export function officeAnswerMessage(input: {
  language: 'en' | 'es';
  schoolName: string | null;
  question: string;
  answer: string;
}): string {
  const question = input.question.trim().replace(/\s+/g, ' ').slice(0, 300);
  const office = input.schoolName?.trim()
    ? input.schoolName.trim()
    : input.language === 'es'
      ? 'la escuela'
      : 'the school';
  if (input.language === 'es') {
    return `Respuesta de la oficina de ${office} a su pregunta «${question}»:\n\n${input.answer.trim()}`;
  }
  return `The ${office} office has answered your question "${question}":\n\n${input.answer.trim()}`;
}
