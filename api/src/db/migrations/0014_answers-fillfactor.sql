-- Room on each page of answers for the autosave's updates. A patrol's answer is rewritten at
-- every autosave (several times a minute on the event night) and none of the columns a save
-- changes is indexed, so with free space on the row's own page PostgreSQL writes the new
-- version there (a heap-only update): no entry in any of the table's three indexes, and the
-- page prunes the old versions itself, also where autovacuum is off. A full page (the default
-- fill of 100 %) sends every such update to another page with new entries in every index.
-- Applies to the pages written from now on.
ALTER TABLE "answers" SET (fillfactor = 70);
