-- The waiting room's rate banks at most a burst while nobody is let in (core's queueBurst): the
-- allowance spent so far (those let in plus what lapsed beyond the burst), so that after a lull the
-- line restarts at the rate instead of letting in everything owed since the start.
ALTER TABLE waiting_rooms ADD COLUMN credited integer NOT NULL DEFAULT 0;
UPDATE waiting_rooms SET credited = admitted;
