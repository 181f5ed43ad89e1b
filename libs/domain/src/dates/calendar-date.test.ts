import { calendarDate } from './calendar-date';

describe('calendarDate', () => {
  it("writes day, short month and year in the visitor's locale, from a Date or an ISO string", () => {
    expect(calendarDate('2026-11-25T12:00:00Z', 'en-GB')).toBe('25 Nov 2026');
    expect(calendarDate(new Date('2026-11-25T12:00:00Z'), 'en-US')).toBe('Nov 25, 2026');
  });
});
