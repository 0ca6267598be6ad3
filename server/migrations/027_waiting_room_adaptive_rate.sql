-- The waiting room keeps the inside fast (issue 26): it admits at the rate the inside sustains, found
-- from how long the admitted shoppers' calls take (core's nextAdmissionRate), within the organiser's.

-- The admitted shoppers' calls as each server process counted them, one row per process and 5-second
-- window: a histogram (core's LATENCY_BUCKETS_MS), written at most once a second, never per call.
CREATE TABLE waiting_room_latencies (
  process       text        NOT NULL,
  window_start  timestamptz NOT NULL,
  counts        integer[]   NOT NULL,
  PRIMARY KEY (process, window_start)
);
CREATE INDEX waiting_room_latencies_recent ON waiting_room_latencies (window_start);

-- The p95 the room keeps the inside under, and whether it admits at the organiser's rate regardless.
ALTER TABLE waiting_rooms ADD COLUMN latency_target_ms integer NOT NULL DEFAULT 500 CHECK (latency_target_ms > 0);
ALTER TABLE waiting_rooms ADD COLUMN fixed_rate boolean NOT NULL DEFAULT false;
-- The rate it admits at now (NULL: rate_per_minute, the organiser's), the instant its count runs from
-- (core's rateOriginAfter; NULL: starts_at), and when it last judged it.
ALTER TABLE waiting_rooms ADD COLUMN admission_rate integer CHECK (admission_rate > 0);
ALTER TABLE waiting_rooms ADD COLUMN rate_origin timestamptz;
ALTER TABLE waiting_rooms ADD COLUMN rate_judged_at timestamptz;
