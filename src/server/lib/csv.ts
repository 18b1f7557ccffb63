/**
 * CSV files the server exports (RFC 4180), safe to open in a spreadsheet. A cell that starts like
 * a formula (=, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it is read as
 * text; and a cell that holds any separator a spreadsheet may split on (comma, semicolon, tab),
 * a quote or a line break is quoted whole, so `Ravi;=1+1` stays one cell in a spreadsheet that
 * splits on semicolons instead of giving it a formula of its own.
 */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one row per record, each line ended by CRLF. */
export function toCsv<K extends string>(columns: readonly K[], rows: ReadonlyArray<Partial<Record<K, unknown>>>): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
