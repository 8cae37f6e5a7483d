/**
 * Court dates as iCalendar (RFC 5545) text, for one .ics download or an account's subscribed feed
 * (docs/product/rules.md#court-calendar). Times are New Jersey wall-clock times, written with the
 * America/New_York time zone and its definition so calendar apps show them at the court's hour.
 */

export interface CalendarEvent {
  /** Stable across downloads and feed refreshes, so a moved date replaces the old one in a calendar app. */
  uid: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in New Jersey. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  /** Cancelled events (an adjourned date) stay in a feed so calendar apps remove them. */
  cancelled?: boolean;
}

/** The daylight-saving rules of America/New_York since 2007 (second Sunday of March to first Sunday of November). */
const NEW_YORK_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** How many octets a character takes in UTF-8 (the domain has no platform encoder). */
function utf8Length(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = utf8Length(ch);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;

/** A UTC timestamp as 20261125T145000Z. */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** One calendar with the given events; `name` titles a subscribed feed. */
export function icsCalendar(events: ReadonlyArray<CalendarEvent>, options: { name: string; stamp: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RentFile NJ//Court dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:America/New_York',
    ...NEW_YORK_TIME_ZONE,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(options.stamp)}`,
      `DTSTART;TZID=America/New_York:${compactDate(e.date)}T${compactTime(e.time)}`,
      `DURATION:PT${e.durationMinutes}M`,
      `SUMMARY:${escapeText(e.summary)}`,
      `LOCATION:${escapeText(e.location)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
