/**
 * A query on one line: its words split on any white space (a new line, a tab, a no-break space,
 * a zero-width space), trimmed. A search box holds one line and drops a new line without a space
 * (`?q=town%0Acity` would search "towncity"), so the query is put on one line before it reaches
 * the box, and again before it is read (search-ui.ts, search-query.ts).
 */
export const oneLine = (query: string): string => query.replace(/[\s\u200b]+/g, ' ').trim();
