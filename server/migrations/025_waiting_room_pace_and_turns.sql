-- The waiting room keeps its word (issue 22): its estimates follow the line's recent pace, a turn
-- starts one open purchase at a time, and one client address may take only so many places a minute.

-- The line's pace: samples of (instant, last place let in) over the last minutes, written when
-- admission runs (core's withPaceMark); the wait is estimated from them, not from the start.
ALTER TABLE waiting_rooms ADD COLUMN pace_marks jsonb NOT NULL DEFAULT '[]';
-- New places in line one client address may take per minute (invented fingerprints do not fill the line).
ALTER TABLE waiting_rooms ADD COLUMN joins_per_address_per_minute integer NOT NULL DEFAULT 30
  CHECK (joins_per_address_per_minute > 0);

-- The client address a place was taken from (counted against the limit above).
ALTER TABLE waiting_room_entries ADD COLUMN address text;
CREATE INDEX waiting_room_joins ON waiting_room_entries (performance_id, address, arrived_at)
  WHERE address IS NOT NULL;
-- The purchase a turn started, and when a take started one with it (a claim held while the take runs):
-- a turn starts another purchase only once that one is no longer open.
ALTER TABLE waiting_room_entries ADD COLUMN process_id integer REFERENCES purchase_processes(id);
ALTER TABLE waiting_room_entries ADD COLUMN purchase_claimed_at timestamptz;
