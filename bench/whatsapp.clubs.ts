/** The WhatsApp benchmark's seeded knowledge and questions (shared by driver and server). */
/** Days of the bench questions; the driver asks "what time does the <day> club finish?". */
export const CLUB_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The finishing time the seeded handbook gives for day `i` of CLUB_DAYS ("3:10 pm" … "3:40 pm"). */
export const clubFinish = (i: number) => `3:${String(10 + i * 5).padStart(2, '0')} pm`;
