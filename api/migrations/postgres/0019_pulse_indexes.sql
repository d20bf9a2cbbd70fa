-- The open inbox's poll (issue 23.1) asks every few seconds whether anything
-- changed: it sums every lead's version, and the state and attempts of every
-- email about a lead. Without these indexes both sums read every row, and an
-- outbox row holds a whole email; with them each reads a small covering index.
-- `just bench-inbox`, 10,000 leads and 16,668 emails, an unchanged poll (304):
-- SQLite 5.1 -> 2.5 ms, 8.1 -> 3.2 ms of CPU; PostgreSQL 6.9 -> 4.3 ms, its
-- own CPU 8.4 -> 6.1 ms.
-- With the id (SQLite's index holds the rowid anyway), so the count, the
-- newest id and the sum are an index-only scan once vacuum has been by.
CREATE INDEX enquiries_revision ON enquiries (version, id);
-- Wider than the index it replaces, which it serves too (an enquiry's mail).
DROP INDEX outbox_enquiry;
CREATE INDEX outbox_enquiry ON outbox (enquiry_id, state, attempts);
