-- The newest history.purged is listed first, at the position just before the first kept event.
-- "purgeMarkerSequence" is that event's own sequence; "purgedThroughSequence" becomes the
-- position just before the first kept event (cursors below it expire), which for a purge that
-- kept nothing older than its marker is the marker's sequence, as before.
ALTER TABLE "Task" ADD COLUMN "purgeMarkerSequence" BIGINT;
UPDATE "Task" t SET
  "purgeMarkerSequence" = t."purgedThroughSequence",
  "purgedThroughSequence" = COALESCE(
    (SELECT MIN(e."sequence") - 1 FROM "Event" e WHERE e."taskId" = t."id" AND e."sequence" < t."purgedThroughSequence"),
    t."purgedThroughSequence")
WHERE t."purgedThroughSequence" IS NOT NULL;
