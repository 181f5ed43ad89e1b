-- Writes that may change a page, numbered: each API process counts its own and looks every second
-- for other processes' (apps/api page-changes.ts), to forget the pages and data it keeps. A
-- sequence: counting takes no row lock, so writes never queue on it.
CREATE SEQUENCE page_changes;
