/**
 * Why a feed could not be fetched or read. `message` is written for a school office (it is shown
 * after "Failed to add calendar: " / "Failed to sync calendar: "); `code` is stable for tests/logs.
 */
export class CalendarFetchError extends Error {
  constructor(
    readonly code:
      | 'SCHEME'
      | 'INVALID_URL'
      | 'ADDRESS_NOT_ALLOWED'
      | 'DNS'
      | 'TIMEOUT'
      | 'TOO_LARGE'
      | 'TOO_MANY_REDIRECTS'
      | 'HTTP_STATUS'
      | 'NETWORK'
      | 'NOT_ICS'
      | 'MALFORMED'
      | 'TOO_MANY_OCCURRENCES',
    message: string,
  ) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}

export const MESSAGES = {
  addressNotAllowed: 'The calendar URL points to a private or local network address, which is not allowed',
  timeout: (seconds: number) => `The calendar server did not answer within ${seconds} seconds`,
  tooLarge: (mb: number) => `The calendar is larger than ${mb} MB`,
  notIcs: 'The URL did not return a calendar (ICS) file',
  tooManyRedirects: (max: number) => `The calendar URL redirected more than ${max} times`,
  malformed: 'The calendar file could not be read (it is not valid iCalendar data)',
  recurrence:
    'The calendar has a repeating event with too many occurrences to expand (for example an event repeating every second)',
  timeBudget: 'The calendar took too long to read; it has too many repeating events',
};
