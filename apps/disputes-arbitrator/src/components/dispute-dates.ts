const dateFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "24 Nov 2026": the day a dispute was opened or decided. */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** "24 Nov 2026, 09:15": when a message or move happened. */
export const formatMoment = (iso: string) => dateTimeFormat.format(new Date(iso));
